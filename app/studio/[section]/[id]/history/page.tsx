import { notFound } from 'next/navigation';
import styles from '@/components/studio/studio.module.css';
import { Link } from '@/components/ui/link.client';
import { getStore } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { restoreItem } from '@/lib/studio/actions';
import { STUDIO_MESSAGES } from '@/lib/studio/input';
import { compareVersions, type FieldChange } from '@/lib/studio/compare';
import { itemHistory } from '@/lib/studio/history';
import { KINDS, kindMessages, kindOfSection, type StudioContent } from '@/lib/studio/kinds';
import { when } from '@/lib/studio/labels';
import { openItem } from '@/lib/studio/versions';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'History', description: 'The saved versions of an item.', path: '/studio', noindex: true });

type Props = { params: Promise<{ section: string; id: string }>; searchParams: Promise<{ problem?: string | string[]; version?: string | string[]; before?: string | string[] }> };

/** A version named in the address: a whole number from 1 to the item's own. */
const versionOf = (raw: string | string[] | undefined, newest: number) => {
  const version = typeof raw === 'string' && /^\d{1,7}$/.test(raw) ? Number(raw) : NaN;
  return version >= 1 && version <= newest ? version : null;
};

const DONE_AS = { save: 'Saved', restore: 'Restored', publish: 'Published', withdraw: 'Withdrawn' } as const;
/**
 * An item's revisions, newest first, 20 a page: who saved, published or withdrew it, when; any one
 * can be compared with the current draft (`?version=`) and restored.
 */
export default async function ItemHistoryPage({ params, searchParams }: Props) {
  const { section, id } = await params;
  const kind = kindOfSection(section);
  if (!kind) notFound();
  await requireStaffPage(`/studio/${section}/${encodeURIComponent(id)}/history`);
  const store = await getStore();
  const item = await openItem(store, kind, id);
  if (!item) notFound();
  const { problem, version: shown, before } = await searchParams;
  const from = (versionOf(before, item.version + 1) ?? item.version + 1) - 1;
  const viewed = versionOf(shown, item.version);
  const [revisions, compared] = await Promise.all([itemHistory(store, id, from), viewed ? store.get('studio_revisions', `${id}~${viewed}`) : null]);
  const oldest = revisions.at(-1)?.version ?? 1;
  const history = `/studio/${section}/${id}/history`;
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
      {compared && (
        <Comparison
          title={`Version ${compared.version}: ${DONE_AS[compared.action].toLowerCase()} by ${compared.by}, ${when(compared.at)}`}
          changes={await compareVersions(compared.content as StudioContent, item.content)}
        />
      )}
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
                <td data-label="Version">
                  {revision.version === item.version ? (
                    `${revision.version} (current)`
                  ) : (
                    <Link href={`${history}?version=${revision.version}#compared`} aria-label={`Compare version ${revision.version} with the current draft`}>
                      {revision.version}: compare
                    </Link>
                  )}
                </td>
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
      {oldest > 1 && revisions.length > 0 && (
        <p className={styles.pager}>
          <Link href={`${history}?before=${oldest}`}>Older versions</Link>
        </p>
      )}
    </div>
  );
}

/** An old version against the current draft: each field that differs, its words removed and added. */
function Comparison({ title, changes }: { title: string; changes: FieldChange[] }) {
  return (
    <section aria-labelledby="compared" className={styles.comparison}>
      <h2 id="compared">{title}, compared with the current draft</h2>
      {changes.length === 0 ? (
        <p>It is the same as the current draft.</p>
      ) : (
        <>
          <p className={styles.legend}>
            <del>Struck through</del>: only in that version. <ins>Underlined</ins>: only in the current draft.
          </p>
          {changes.map((change) => (
            <div key={change.name}>
              <h3>{change.label}</h3>
              <p className={styles.diff}>
                {change.runs.map((run, index) => (run.change === 'removed' ? <del key={index}>{run.text}</del> : run.change === 'added' ? <ins key={index}>{run.text}</ins> : <span key={index}>{run.text}</span>))}
              </p>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
