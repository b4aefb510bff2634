import { Link } from '@/components/ui/link.client';
import { notFound } from 'next/navigation';
import { InsightForm } from '@/components/studio/insight-form.client';
import { ReviewLinkForm } from '@/components/studio/review-link-form.client';
import styles from '@/components/studio/studio.module.css';
import { hasRole } from '@/lib/auth/roles';
import { getStore } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { withdrawReviews } from '@/lib/studio/actions';
import { requireStaffPage } from '@/lib/studio/access';
import { insightChoices } from '@/lib/studio/choices';
import { publishAtField, STUDIO_MESSAGES } from '@/lib/studio/insight-input';
import { openInsight } from '@/lib/studio/items';
import { statusLabel, when } from '@/lib/studio/labels';
import { liveReviewLinks, REVIEW_DAYS } from '@/lib/studio/review-links';
import { insightPath } from '@/lib/text';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Edit insight', description: 'Edit an insight in the studio.', path: '/studio', noindex: true });

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string | string[] }> };

const DONE = {
  saved: STUDIO_MESSAGES.saved,
  published: STUDIO_MESSAGES.published,
  withdrawn: STUDIO_MESSAGES.withdrawn,
  scheduled: STUDIO_MESSAGES.scheduled,
  unscheduled: STUDIO_MESSAGES.unscheduled,
  restored: STUDIO_MESSAGES.restored,
  'reviews-withdrawn': STUDIO_MESSAGES.reviewsWithdrawn,
  failed: STUDIO_MESSAGES.failed,
} as const;

export default async function EditInsightPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { role } = await requireStaffPage(`/studio/insights/${encodeURIComponent(id)}`);
  const store = await getStore();
  const insight = await openInsight(store, id);
  if (!insight) notFound();
  const reviewLinks = await liveReviewLinks(store, id);
  const done = (await searchParams).done;
  const notice = typeof done === 'string' && Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : '';
  const { content } = insight;
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio">Studio</Link>
      </p>
      <h1>{content.heading}</h1>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <p>
        <span className={styles.status}>{statusLabel(insight.status, insight.changed, insight.publishAt)}</span>
        {insight.updatedBy && insight.date && (
          <>
            {' '}
            · last changed by {insight.updatedBy}, <time dateTime={insight.date}>{when(insight.date)}</time>
          </>
        )}
        {' '}
        · <a href={`/studio/preview/${insight.id}`}>Preview</a>
        {insight.version > 0 && (
          <>
            {' '}
            · <Link href={`/studio/insights/${insight.id}/history`}>History</Link>
          </>
        )}
        {insight.published && (
          <>
            {' '}
            · <a href={insightPath(insight.published.heading, insight.id)}>View on the site</a>
          </>
        )}
      </p>
      <InsightForm
        id={insight.id}
        version={insight.version}
        initial={{ ...content, publishAt: publishAtField(insight.publishAt) }}
        choices={await insightChoices()}
        canPublish={hasRole(role, 'publisher')}
        published={insight.published !== null}
        scheduled={insight.status === 'scheduled'}
      />
      <section aria-labelledby="review-title">
        <h2 id="review-title">Share for review</h2>
        <p>
          A link that shows the latest draft, as its page will look, to someone without an account, for {REVIEW_DAYS} days. {reviewLinks === 0 ? 'No link is live.' : `${reviewLinks} ${reviewLinks === 1 ? 'link is' : 'links are'} live.`}
        </p>
        <ReviewLinkForm id={insight.id} />
        {reviewLinks > 0 && (
          <form action={withdrawReviews} className={styles.pager}>
            <input type="hidden" name="id" value={insight.id} />
            <button type="submit" className="button button-outline">
              Withdraw every review link
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
