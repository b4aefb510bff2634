import { Link } from '@/components/ui/link.client';
import { notFound } from 'next/navigation';
import { InsightForm } from '@/components/studio/insight-form.client';
import styles from '@/components/studio/studio.module.css';
import { hasRole } from '@/lib/auth/roles';
import { getStore } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { insightChoices } from '@/lib/studio/choices';
import { publishAtField, STUDIO_MESSAGES } from '@/lib/studio/insight-input';
import { openInsight } from '@/lib/studio/items';
import { statusLabel, when } from '@/lib/studio/labels';
import { insightPath } from '@/lib/text';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Edit insight', description: 'Edit an insight in the studio.', path: '/studio', noindex: true });

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string | string[] }> };

const DONE = { saved: STUDIO_MESSAGES.saved, published: STUDIO_MESSAGES.published, withdrawn: STUDIO_MESSAGES.withdrawn, scheduled: STUDIO_MESSAGES.scheduled, unscheduled: STUDIO_MESSAGES.unscheduled, restored: STUDIO_MESSAGES.restored } as const;

export default async function EditInsightPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { role } = await requireStaffPage(`/studio/insights/${encodeURIComponent(id)}`);
  const insight = await openInsight(await getStore(), id);
  if (!insight) notFound();
  const done = (await searchParams).done;
  const notice = typeof done === 'string' && done in DONE ? DONE[done as keyof typeof DONE] : '';
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
    </div>
  );
}
