import { notFound } from 'next/navigation';
import styles from '@/components/studio/studio.module.css';
import { Link } from '@/components/ui/link.client';
import { getStore } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { restoreInsight } from '@/lib/studio/actions';
import { STUDIO_MESSAGES } from '@/lib/studio/insight-input';
import { insightHistory, openInsight } from '@/lib/studio/items';
import { when } from '@/lib/studio/labels';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'History', description: 'The saved versions of an insight.', path: '/studio', noindex: true });

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ problem?: string | string[] }> };

const DONE_AS = { save: 'Saved', restore: 'Restored', publish: 'Published', withdraw: 'Withdrawn' } as const;
const PROBLEMS = { conflict: STUDIO_MESSAGES.restoreConflict, failed: STUDIO_MESSAGES.failed } as const;

/** An insight's revisions, newest first: who saved, published or withdrew it, when; any one can be restored. */
export default async function InsightHistoryPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireStaffPage(`/studio/insights/${encodeURIComponent(id)}/history`);
  const store = await getStore();
  const insight = await openInsight(store, id);
  if (!insight) notFound();
  const revisions = await insightHistory(store, id, insight.version);
  const problem = (await searchParams).problem;
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio">Studio</Link> › <Link href={`/studio/insights/${id}`}>{insight.content.heading}</Link>
      </p>
      <h1>History</h1>
      <p role="alert" className={styles.alert}>
        {typeof problem === 'string' && problem in PROBLEMS ? PROBLEMS[problem as keyof typeof PROBLEMS] : ''}
      </p>
      {revisions.length === 0 ? (
        <p>This insight has not been saved in the studio yet.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">What</th>
              <th scope="col">Heading then</th>
              <th scope="col">Who, when</th>
              <th scope="col">
                <span className="visually-hidden">Restore</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((revision) => (
              <tr key={revision.version}>
                <td>{revision.version}</td>
                <td>{DONE_AS[revision.action]}</td>
                <td>{revision.content.heading}</td>
                <td>
                  {revision.by}, <time dateTime={revision.at}>{when(revision.at)}</time>
                </td>
                <td>
                  {revision.version !== insight.version && (
                    <form action={restoreInsight}>
                      <input type="hidden" name="id" value={id} />
                      <input type="hidden" name="version" value={insight.version} />
                      <input type="hidden" name="from" value={revision.version} />
                      <button type="submit" className="button" aria-label={`Restore version ${revision.version}`}>
                        Restore
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
