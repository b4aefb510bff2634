import { OlderLink } from '@/components/studio/older-link';
import styles from '@/components/studio/studio.module.css';
import form from '@/components/account/form.module.css';
import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import { getStore, parseCursor } from '@/lib/data';
import { IMAGE_MESSAGES } from '@/lib/media/images';
import { IMAGE_UPLOAD_PATH, MEDIA_NAME, mediaPath } from '@/lib/media/paths';
import { uploadedImages } from '@/lib/media/uploads';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { when } from '@/lib/studio/labels';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Images', description: 'Upload images for insights and events.', path: '/studio/images', noindex: true });

const PAGE = 24;

type Props = { searchParams: Promise<{ after?: string | string[]; done?: string | string[]; problem?: string | string[] }> };

const problemOf = (value: unknown) => (typeof value === 'string' && value !== 'uploaded' && Object.hasOwn(IMAGE_MESSAGES, value) ? IMAGE_MESSAGES[value as keyof typeof IMAGE_MESSAGES] : '');

/**
 * Staff upload images here (editors and up): a plain multipart form, posted to a route handler,
 * working before any script; each upload needs its alt text. Below, the uploads, newest first,
 * a page at a time; every insight and event form offers the newest of them.
 */
export default async function ImagesPage({ searchParams }: Props) {
  await requireStaffPage('/studio/images');
  const params = await searchParams;
  const after = parseCursor(params.after);
  const images = await uploadedImages(await getStore(), PAGE, after ?? undefined);
  const done = typeof params.done === 'string' && MEDIA_NAME.test(params.done) ? params.done : null;
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio">Studio</Link>
      </p>
      <h1>Images</h1>
      <p role="status" className={styles.notice}>
        {done ? IMAGE_MESSAGES.uploaded : ''}
      </p>
      <p role="alert" className={styles.alert}>
        {problemOf(params.problem)}
      </p>
      <form method="post" action={IMAGE_UPLOAD_PATH} encType="multipart/form-data" aria-label="Upload an image" className={form.form}>
        <label className={form.field}>
          <span className={form.label}>Image (JPEG, PNG or WebP, at most 5 MB)</span>
          <input type="file" name="file" accept="image/jpeg,image/png,image/webp" required className={form.input} />
        </label>
        <label className={form.field}>
          <span className={form.label}>Alt text</span>
          <input name="alt" required maxLength={300} className={form.input} aria-describedby="alt-hint" />
          <span id="alt-hint" className={form.hint}>
            What the image shows, for readers who cannot see it.
          </span>
        </label>
        <div className={form.actions}>
          <button type="submit" className="button">
            Upload
          </button>
        </div>
      </form>
      <section aria-labelledby="uploads-title">
        <h2 id="uploads-title">Uploaded images</h2>
        {images.length === 0 ? (
          <p>No image has been uploaded yet.</p>
        ) : (
          <ul className={styles.gallery}>
            {images.map((image) => (
              <li key={image.id} aria-current={image.id === done ? 'true' : undefined}>
                <Image src={mediaPath(image.id)} alt={image.alt} width={image.width} height={image.height} sizes="240px" className={styles.thumb} />
                <p>{image.alt}</p>
                <p className={styles.meta}>
                  {image.width} × {image.height}, {Math.ceil(image.bytes / 1024)} kB · {image.by}, <time dateTime={image.date}>{when(image.date)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
        <OlderLink docs={images} pageSize={PAGE} path="/studio/images" label="Older images" />
      </section>
    </div>
  );
}
