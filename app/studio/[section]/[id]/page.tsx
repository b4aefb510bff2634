import { Hero } from '@/components/ui/hero';
import { Link } from '@/components/ui/link.client';
import { notFound } from 'next/navigation';
import { CompendiumCard } from '@/components/industries/compendium-card';
import { NewsCard } from '@/components/news/news-card';
import { BannerForm } from '@/components/studio/banner-form.client';
import { CompendiumForm } from '@/components/studio/compendium-form.client';
import { EventForm } from '@/components/studio/event-form.client';
import { InsightForm } from '@/components/studio/insight-form.client';
import { NewsForm } from '@/components/studio/news-form.client';
import { OpeningForm } from '@/components/studio/opening-form.client';
import { ReviewLinkForm } from '@/components/studio/review-link-form.client';
import styles from '@/components/studio/studio.module.css';
import { hasRole } from '@/lib/auth/roles';
import { getStore } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { withdrawReviews } from '@/lib/studio/actions';
import { requireStaffPage } from '@/lib/studio/access';
import { bannerFieldsOf } from '@/lib/studio/banner-input';
import { bannerChoices, compendiumChoices, eventChoices, insightChoices } from '@/lib/studio/choices';
import { compendiumFieldsOf } from '@/lib/studio/compendium-input';
import { eventFieldsOf } from '@/lib/studio/event-input';
import { insightFieldsOf } from '@/lib/studio/insight-input';
import { publishAtField, STUDIO_MESSAGES } from '@/lib/studio/input';
import { compendiumOfDraft, newsOfDraft, openItem, type AnyOpenedItem } from '@/lib/studio/items';
import { KINDS, kindMessages, kindOfSection } from '@/lib/studio/kinds';
import { statusLabel, when } from '@/lib/studio/labels';
import { NEWS_FORM_CATEGORIES, newsFieldsOf } from '@/lib/studio/news-input';
import { bannerPath, compendiumPath } from '@/lib/studio/public-paths';
import { openingFieldsOf } from '@/lib/studio/opening-input';
import { liveReviewLinks, REVIEW_DAYS } from '@/lib/studio/review-links';
import { eventPath, insightPath, openingPath } from '@/lib/text';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Edit', description: 'Edit an item in the studio.', path: '/studio', noindex: true });

type Props = { params: Promise<{ section: string; id: string }>; searchParams: Promise<{ done?: string | string[] }> };

/** Where a published item is on the site: its page, or the list for a news item. */
function publicPath(opened: AnyOpenedItem): string {
  if (opened.kind === 'insight') return insightPath(opened.published!.heading, opened.id);
  if (opened.kind === 'opening') return openingPath(opened.id);
  if (opened.kind === 'banner') return bannerPath(opened.published!.page);
  if (opened.kind === 'compendium') return compendiumPath(opened.published!.category);
  return opened.kind === 'event' ? eventPath(opened.id) : `/news#news-${opened.id}`;
}

/** An item's editor, whatever its kind: its status, who changed it last, preview, history, and its form. */
export default async function EditItemPage({ params, searchParams }: Props) {
  const { section, id } = await params;
  const kind = kindOfSection(section);
  if (!kind) notFound();
  const { role } = await requireStaffPage(`/studio/${section}/${encodeURIComponent(id)}`);
  const store = await getStore();
  // One kind per id: the kind narrows the content and published copy below.
  const item = (await openItem(store, kind, id)) as AnyOpenedItem | null;
  if (!item) notFound();
  const messages = kindMessages(kind);
  const done = (await searchParams).done;
  const notices: Record<string, string> = {
    saved: messages.saved,
    published: messages.published,
    withdrawn: messages.withdrawn,
    scheduled: messages.scheduled,
    unscheduled: STUDIO_MESSAGES.unscheduled,
    restored: STUDIO_MESSAGES.restored,
    'reviews-withdrawn': STUDIO_MESSAGES.reviewsWithdrawn,
    failed: STUDIO_MESSAGES.failed,
  };
  const notice = typeof done === 'string' && Object.hasOwn(notices, done) ? notices[done] : '';
  const publishAt = publishAtField(item.publishAt);
  const common = { id: item.id, version: item.version, canPublish: hasRole(role, 'publisher'), published: item.published !== null, scheduled: item.status === 'scheduled' };
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio">Studio</Link>
      </p>
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
        {KINDS[kind].ownPage && (
          <>
            {' '}
            · <a href={`/studio/preview/${item.id}`}>Preview</a>
          </>
        )}
        {item.version > 0 && (
          <>
            {' '}
            · <Link href={`/studio/${section}/${item.id}/history`}>History</Link>
          </>
        )}
        {item.published && (
          <>
            {' '}
            · <a href={publicPath(item)}>View on the site</a>
          </>
        )}
      </p>
      {item.status === 'scheduled' && item.scheduledVersion && item.scheduledVersion < item.version && (
        <p className={styles.notice}>{STUDIO_MESSAGES.scheduledEarlier(item.scheduledVersion)}</p>
      )}
      {item.kind === 'insight' && <InsightForm {...common} initial={insightFieldsOf(item.content, publishAt)} choices={await insightChoices()} />}
      {item.kind === 'news' && (
        <>
          <NewsForm {...common} initial={newsFieldsOf(item.content, publishAt)} categories={NEWS_FORM_CATEGORIES} />
          <section aria-labelledby="preview-title">
            <h2 id="preview-title">Preview</h2>
            <p>The latest draft as the news list and the home page show it.</p>
            <div className={styles.preview}>
              <NewsCard item={newsOfDraft(item)} />
            </div>
          </section>
        </>
      )}
      {item.kind === 'compendium' && (
        <>
          <CompendiumForm {...common} initial={compendiumFieldsOf(item.content, publishAt)} choices={await compendiumChoices()} />
          <section aria-labelledby="preview-title">
            <h2 id="preview-title">Preview</h2>
            <p>The latest draft as its vertical’s page shows it.</p>
            <div className={styles.preview}>
              <CompendiumCard item={compendiumOfDraft(item)} />
            </div>
          </section>
        </>
      )}
      {item.kind === 'banner' && (
        <>
          <BannerForm {...common} initial={bannerFieldsOf(item.content, publishAt)} choices={await bannerChoices()} />
          <section aria-labelledby="preview-title">
            <h2 id="preview-title">Preview</h2>
            <p>The latest draft as the top of its page shows it.</p>
            <BannerPreview banner={item.content} />
          </section>
        </>
      )}
      {item.kind === 'event' && <EventForm {...common} initial={eventFieldsOf(item.content, publishAt)} choices={await eventChoices()} />}
      {item.kind === 'opening' && <OpeningForm {...common} initial={openingFieldsOf(item.content, publishAt)} />}
      {item.kind === 'insight' && <ReviewLinks id={item.id} live={await liveReviewLinks(store, id)} />}
    </div>
  );
}

/** A banner's draft as the hero at the top of its page, its heading one level below the editor's. */
function BannerPreview({ banner }: { banner: { heading: string; description: string; image: string; link: string } }) {
  return <Hero heading={banner.heading} description={banner.description} image={banner.image} link={{ href: banner.link, label: 'Learn More' }} priority={false} as="h2" />;
}

/** An insight's links for reviewers without an account: how many are live, a new one, and withdrawing them all. */
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
          <button type="submit" className="button button-outline">
            Withdraw every review link
          </button>
        </form>
      )}
    </section>
  );
}
