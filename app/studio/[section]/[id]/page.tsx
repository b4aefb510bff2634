import { Link } from '@/components/ui/link.client';
import { notFound } from 'next/navigation';
import { Confirm } from '@/components/studio/confirm';
import { DraftPreview } from '@/components/studio/draft-preview';
import { ItemForm } from '@/components/studio/item-form.client';
import { ReviewLinkForm } from '@/components/studio/review-link-form.client';
import styles from '@/components/studio/studio.module.css';
import { hasRole } from '@/lib/auth/roles';
import { getStore } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { withdrawReviews } from '@/lib/studio/actions';
import { requireStaffPage } from '@/lib/studio/access';
import { publishAtField, STUDIO_MESSAGES } from '@/lib/studio/input';
import { kindMessages, kindModule, kindOfSection } from '@/lib/studio/kinds';
import { statusLabel, when } from '@/lib/studio/labels';
import { liveReviewLinks, REVIEW_DAYS } from '@/lib/studio/review-links';
import { openItem, publicPathOf, type AnyOpenedItem } from '@/lib/studio/versions';
import { absoluteUrl } from '@/lib/seo/url';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Edit', description: 'Edit an item in the studio.', path: '/studio', noindex: true });

type Props = { params: Promise<{ section: string; id: string }>; searchParams: Promise<{ done?: string | string[]; problem?: string | string[] }> };

/** An item's editor, whatever its kind: its status, who changed it last, preview, history, and its kind's form. */
export default async function EditItemPage({ params, searchParams }: Props) {
  const { section, id } = await params;
  const kind = kindOfSection(section);
  if (!kind) notFound();
  const { role } = await requireStaffPage(`/studio/${section}/${encodeURIComponent(id)}`);
  const store = await getStore();
  const item = (await openItem(store, kind, id)) as AnyOpenedItem | null;
  if (!item) notFound();
  const config = kindModule(kind);
  const messages = kindMessages(kind);
  const { done, problem } = await searchParams;
  // What the item's buttons did is said beside them; the rest (the review links, a failure) above.
  const answers: Record<string, string> = {
    saved: messages.saved,
    published: messages.published,
    withdrawn: messages.withdrawn,
    scheduled: messages.scheduled,
    unscheduled: STUDIO_MESSAGES.unscheduled,
    restored: STUDIO_MESSAGES.restored,
  };
  const notices: Record<string, string> = { 'reviews-withdrawn': STUDIO_MESSAGES.reviewsWithdrawn, failed: STUDIO_MESSAGES.failed };
  const said = (from: Record<string, string>) => (typeof done === 'string' && Object.hasOwn(from, done) ? from[done]! : '');
  const incomplete = problem === 'preview' ? config.fields.publishable(item.content as never) : null;
  const notice = incomplete && !incomplete.ok ? messages.previewIncomplete(incomplete.message) : said(notices);
  // "View on the site" shows where the published copy is, not where the draft would go.
  const published = item.published ? config.publicPath(item.id, config.fromPublic(item.published as never) as never) : null;
  return (
    <div className={styles.page}>
      <h1>{item.content.heading}</h1>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <p>
        <span className={styles.status}>{statusLabel(item.status, item.changed, item.publishAt)}</span>
        {item.updatedBy && item.date && (
          <>
            {' '}
            · last changed by {item.updatedBy}, <time dateTime={item.date}>{when(item.date)}</time>
          </>
        )}
        {/* Where the site shows it: its page, or the list or slot that holds it. */}{' '}
        · <a href={`/studio/preview/${item.id}`}>Preview</a>
        {item.version > 0 && (
          <>
            {' '}
            · <Link href={`/studio/${section}/${item.id}/history`}>History</Link>
          </>
        )}
        {published && (
          <>
            {' '}
            · <a href={published}>View on the site</a>
          </>
        )}
      </p>
      {config.ownPage && (
        // Where the page lives as the draft reads now (an address changed here redirects from the old one once published).
        <p className={styles.address}>
          Address: <code>{absoluteUrl(publicPathOf(item))}</code>
        </p>
      )}
      {item.status === 'scheduled' && item.scheduledVersion && item.scheduledVersion < item.version && (
        <p className={styles.notice}>{STUDIO_MESSAGES.scheduledEarlier(item.scheduledVersion)}</p>
      )}
      <ItemForm
        key={item.version}
        kind={kind}
        label={config.title}
        id={item.id}
        version={item.version}
        initial={{ ...config.fields.toForm(item.content as never), publishAt: publishAtField(item.publishAt) }}
        fields={await config.fields.views()}
        canPublish={hasRole(role, 'publisher')}
        published={item.published !== null}
        scheduled={item.status === 'scheduled'}
        notice={said(answers)}
        confirm={{ withdraw: messages.withdrawConfirm, unschedule: messages.unscheduleConfirm }}
      />
      <DraftPreview item={item} />
      {config.reviews && <ReviewLinks id={item.id} live={await liveReviewLinks(store, id)} />}
    </div>
  );
}

/** Links for reviewers without an account: how many are live, a new one, and withdrawing them all. */
function ReviewLinks({ id, live }: { id: string; live: number }) {
  return (
    <section aria-labelledby="review-title">
      <h2 id="review-title">Share for review</h2>
      <p>
        A link that shows the latest draft, as its page will look, to someone without an account, for {REVIEW_DAYS} days. {live === 0 ? 'No link is live.' : `${live} ${live === 1 ? 'link is' : 'links are'} live.`}
      </p>
      <ReviewLinkForm id={id} />
      {live > 0 && (
        <form action={withdrawReviews} className={styles.pager}>
          <input type="hidden" name="id" value={id} />
          <Confirm id="confirm-reviews" label="Withdraw every review link" title="Withdraw every review link?" cancel="Keep the links">
            <p>Anyone who has one of the {live === 1 ? 'link' : `${live} links`} finds nothing there from now on. The draft itself does not change.</p>
          </Confirm>
        </form>
      )}
    </section>
  );
}
