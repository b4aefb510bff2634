import { notFound } from 'next/navigation';
import styles from '@/components/studio/studio.module.css';
import { Link } from '@/components/ui/link.client';
import { getStore } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { restoreItem } from '@/lib/studio/actions';
import { STUDIO_MESSAGES } from '@/lib/studio/input';
import { itemHistory } from '@/lib/studio/history';
import { KINDS, kindMessages, kindOfSection } from '@/lib/studio/kinds';
import { when } from '@/lib/studio/labels';
import { openItem } from '@/lib/studio/versions';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'History', description: 'The saved versions of an item.', path: '/studio', noindex: true });

type Props = { params: Promise<{ section: string; id: string }>; searchParams: Promise<{ problem?: string | string[] }> };

const DONE_AS = { save: 'Saved', restore: 'Restored', publish: 'Published', withdraw: 'Withdrawn' } as const;
/** An item's revisions, newest first: who saved, published or withdrew it, when; any one can be restored. */
export default async function ItemHistoryPage({ params, searchParams }: Props) {
  const { section, id } = await params;
  const kind = kindOfSection(section);
  if (!kind) notFound();
  await requireStaffPage(`/studio/${section}/${encodeURIComponent(id)}/history`);
  const store = await getStore();
  const item = await openItem(store, kind, id);
  if (!item) notFound();
  const revisions = await itemHistory(store, id, item.version);
  const problem = (await searchParams).problem;
  const problems: Record<string, string> = { conflict: kindMessages(kind).restoreConflict, failed: STUDIO_MESSAGES.failed };
  return (
    <div className={styles.page}>
      <p>
        <Link href={`/studio/${section}/${id}`}>{item.content.heading}</Link>
      </p>
      <h1>History</h1>
      <p role="alert" className={styles.alert}>
        {typeof problem === 'string' && Object.hasOwn(problems, problem) ? problems[problem] : ''}
      </p>
      {revisions.length === 0 ? (
        <p>This {KINDS[kind].noun} has not been saved in the studio yet.</p>
      ) : (
        <table className={`${styles.table} ${styles.stacked}`}>
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
                <td data-label="Version">{revision.version}</td>
                <td data-label="What">{DONE_AS[revision.action]}</td>
                <td data-label="Heading then">{revision.content.heading}</td>
                <td data-label="Who, when">
                  {revision.by}, <time dateTime={revision.at}>{when(revision.at)}</time>
                </td>
                <td data-label="Action">
                  {revision.version !== item.version && (
                    <form action={restoreItem}>
                      <input type="hidden" name="id" value={id} />
                      <input type="hidden" name="version" value={item.version} />
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
