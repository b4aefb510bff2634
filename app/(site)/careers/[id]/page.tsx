import { cache } from 'react';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link.client';
import { notFound } from 'next/navigation';
import { OpeningDetail } from '@/components/careers/opening-detail';
import styles from '@/components/careers/careers.module.css';
import { JsonLd } from '@/components/seo/json-ld';
import { PreviewNotice } from '@/components/studio/preview-notice';
import { getStore, queries } from '@/lib/data';
import { OG_SIZE, pageMetadata, staffSeo } from '@/lib/seo/metadata';
import { graph, jobPosting } from '@/lib/seo/structured-data';
import { previewed } from '@/lib/studio/preview';
import { openingPath, truncate } from '@/lib/text';

export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ id: string }> };

/** The published opening, or its latest draft for staff previewing it (draft mode, lib/studio/preview.ts). */
const loadOpening = cache(async (id: string) => {
  const draft = await previewed('opening', id);
  if (draft) return { opening: draft, preview: true };
  const opening = await (await getStore()).get('job_openings', id);
  return opening ? { opening, preview: false } : null;
});

export async function generateStaticParams() {
  try {
    const openings = await (await getStore()).list(queries.jobOpenings());
    return openings.map((opening) => ({ id: opening.id }));
  } catch (error) {
    // An unreachable store at build time must not fail the build: pages render on first request.
    console.error('[careers] no openings prerendered:', error instanceof Error ? error.message : error);
    return [];
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const loaded = await loadOpening(id);
  if (!loaded) return {};
  const { opening, preview } = loaded;
  return pageMetadata({
    noindex: preview,
    ...staffSeo(opening, {
      title: `${opening.name} | Careers`,
      description: truncate(opening.overview || `${opening.name}: an open position at Molecula.`, 155),
      image: { url: `/og/careers/${encodeURIComponent(opening.id)}`, ...OG_SIZE, alt: opening.name },
    }),
    path: openingPath(opening.id),
  });
}

/** One opening's own, shareable page (beyond the spec), with its JobPosting structured data. */
export default async function OpeningPage({ params }: Props) {
  const { id } = await params;
  const loaded = await loadOpening(id);
  if (!loaded) notFound();
  const { opening, preview } = loaded;
  return (
    <article className={`section ${styles.pageSection}`}>
      {preview && <PreviewNotice id={opening.id} />}
      {/* Google requires datePosted; an opening stored without one counts from this render. */}
      <JsonLd data={graph(jobPosting(opening, openingPath(opening.id), opening.datePosted ?? new Date().toISOString()))} />
      <div className={`container ${styles.page}`}>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href="/">Home</Link>
            </li>
            <li>
              <Link href="/careers">Careers</Link>
            </li>
            <li aria-current="page">{opening.name}</li>
          </ol>
        </nav>
        <h1>{opening.name}</h1>
        <OpeningDetail opening={opening} level={2} secondary="all-openings" />
      </div>
    </article>
  );
}
