import { Confirm } from '@/components/studio/confirm';
import { CopyButton } from '@/components/studio/copy-button.client';
import { OlderLink } from '@/components/studio/older-link';
import styles from '@/components/studio/studio.module.css';
import form from '@/components/account/form.module.css';
import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import { getStore, parseCursor } from '@/lib/data';
import { IMAGE_MESSAGES, LIBRARY_MESSAGES } from '@/lib/media/images';
import { IMAGE_UPLOAD_PATH, MEDIA_NAME, mediaPath } from '@/lib/media/paths';
import { itemsShowing, uploadedImages, USED_IN_SHOWN } from '@/lib/media/uploads';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { changeMedia } from '@/lib/studio/actions';
import { editorPath } from '@/lib/studio/kinds';
import { when } from '@/lib/studio/labels';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Images', description: 'Upload images for insights and events.', path: '/studio/images', noindex: true });

const PAGE = 24;

type Param = string | string[] | undefined;
type Props = { searchParams: Promise<Record<'after' | 'done' | 'changed' | 'deleted' | 'about' | 'problem', Param>> };

/** An upload's name from the address, or null. */
const nameIn = (value: Param) => (typeof value === 'string' && MEDIA_NAME.test(value) ? value : null);

const PROBLEMS: Record<string, string> = { ...IMAGE_MESSAGES, inUse: LIBRARY_MESSAGES.inUse, gone: LIBRARY_MESSAGES.gone };
const problemOf = (value: Param) => (typeof value === 'string' && value !== 'uploaded' && Object.hasOwn(PROBLEMS, value) ? PROBLEMS[value] : '');

/** What the page says at the top after a form: an upload, new alt text, a deletion. */
function noticeOf(params: Awaited<Props['searchParams']>): string {
  if (nameIn(params.done)) return IMAGE_MESSAGES.uploaded;
  if (nameIn(params.changed)) return LIBRARY_MESSAGES.altSaved;
  return nameIn(params.deleted) ? LIBRARY_MESSAGES.deleted : '';
}

/**
 * The media library (editors and up). Staff upload images here: a plain multipart form, posted to
 * a route handler, working before any script; each upload needs its alt text. Below, the uploads,
 * newest first, a page at a time, each with its address, size, alt text (which can be changed)
 * and the items that show it; one that nothing shows can be deleted. The studio's image pickers
 * offer the newest of them.
 */
export default async function ImagesPage({ searchParams }: Props) {
  await requireStaffPage('/studio/images');
  const params = await searchParams;
  const after = parseCursor(params.after);
  const store = await getStore();
  const images = await uploadedImages(store, PAGE, after ?? undefined);
  // Where each is used: one bounded read an upload (a page is 24 of them).
  const usedBy = await Promise.all(images.map((image) => itemsShowing(store, image.id, USED_IN_SHOWN)));
  const current = nameIn(params.done) ?? nameIn(params.changed) ?? nameIn(params.about);
  const afterValue = typeof params.after === 'string' && after ? params.after : '';
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio">Studio</Link>
      </p>
      <h1>Images</h1>
      <p role="status" className={styles.notice}>
        {noticeOf(params)}
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
            {images.map((image, index) => {
              const used = usedBy[index]!;
              const path = mediaPath(image.id);
              return (
                <li key={image.id} id={`image-${image.id}`} aria-current={image.id === current ? 'true' : undefined} aria-labelledby={`image-${image.id}-alt`}>
                  <Image src={path} alt={image.alt} width={image.width} height={image.height} sizes="240px" className={styles.thumb} />
                  <p id={`image-${image.id}-alt`}>{image.alt}</p>
                  <p className={`${styles.meta} ${styles.address}`}>
                    <code>{path}</code>
                  </p>
                  <CopyButton text={path} label="Copy address" what="the address" />
                  <p className={styles.meta}>
                    {image.width} × {image.height} px, {Math.ceil(image.bytes / 1024)} kB · {image.by}, <time dateTime={image.date}>{when(image.date)}</time>
                  </p>
                  {used.length === 0 ? (
                    <p className={styles.meta}>No item shows it.</p>
                  ) : (
                    <div className={styles.meta}>
                      Shown by:
                      <ul className={styles.usedIn}>
                        {used.map((item) => (
                          <li key={item.id}>
                            <Link href={editorPath(item.kind, item.id)}>{item.heading}</Link>
                          </li>
                        ))}
                      </ul>
                      {used.length === USED_IN_SHOWN && <span>and perhaps more.</span>}
                    </div>
                  )}
                  <form action={changeMedia} aria-label={`Alt text of “${image.alt}”`} className={styles.altForm}>
                    <input type="hidden" name="name" value={image.id} />
                    <input type="hidden" name="after" value={afterValue} />
                    <label className={form.field}>
                      <span className={form.label}>Alt text</span>
                      <input name="alt" required maxLength={300} defaultValue={image.alt} className={form.input} />
                    </label>
                    <button type="submit" name="intent" value="alt" className="button button-outline">
                      Save alt text
                    </button>
                  </form>
                  {used.length === 0 && (
                    <form action={changeMedia} aria-label={`Delete “${image.alt}”`}>
                      <input type="hidden" name="name" value={image.id} />
                      <input type="hidden" name="after" value={afterValue} />
                      <Confirm id={`delete-${image.id}`} label="Delete" title={`Delete the image “${image.alt}”?`} name="intent" value="delete" cancel="Keep it">
                        <p>It leaves the library and its address stops working. No item shows it now; older versions in an item’s history that showed it will show no image.</p>
                      </Confirm>
                    </form>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <OlderLink docs={images} pageSize={PAGE} path="/studio/images" label="Older images" />
      </section>
    </div>
  );
}
