import { notFound } from 'next/navigation';
import { OlderLink } from '@/components/studio/older-link';
import styles from '@/components/studio/studio.module.css';
import { Link } from '@/components/ui/link.client';
import { hasRole } from '@/lib/auth/roles';
import { getStore, parseCursor, queries, type StudioActivity } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { editorPath, kindOfId } from '@/lib/studio/kinds';
import { when } from '@/lib/studio/labels';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Activity', description: 'Who published, withdrew, scheduled, answered, moderated, and granted or revoked roles.', path: '/studio/activity', noindex: true });

const PAGE = 50;

const WHAT: Record<StudioActivity['action'], string> = {
  publish: 'published',
  withdraw: 'withdrew',
  schedule: 'scheduled',
  grant: 'granted a role:',
  revoke: 'revoked the role of',
  export: 'exported',
  erase: 'erased everything kept about',
  'hide-comment': 'hid',
  'show-comment': 'showed',
  'delete-comment': 'deleted',
  answer: 'answered',
  'delete-image': 'deleted',
  'resend-mail': 'sent again',
};

type Props = { searchParams: Promise<{ after?: string | string[] }> };

/** The studio's activity log, newest first, for publishers and admins: a page of bounded reads at a time. */
export default async function ActivityPage({ searchParams }: Props) {
  const { role } = await requireStaffPage('/studio/activity');
  if (!hasRole(role, 'publisher')) notFound();
  const after = parseCursor((await searchParams).after);
  const entries = await (await getStore()).list(queries.studioActivity(PAGE, after ?? undefined));
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio">Studio</Link>
      </p>
      <h1>Activity</h1>
      {entries.length === 0 ? (
        <p>Nothing has been published, withdrawn or scheduled yet, and no role granted.</p>
      ) : (
        <ul className={styles.log}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.date}>{when(entry.date)}</time>: {entry.by} {WHAT[entry.action]}{' '}
              {entry.itemId ? <ItemLink id={entry.itemId} label={entry.heading ?? entry.itemId} /> : entry.subject}
            </li>
          ))}
        </ul>
      )}
      <OlderLink docs={entries} pageSize={PAGE} path="/studio/activity" label="Older activity" />
    </div>
  );
}

/** An item of the log, linked to its editor (whatever its kind). */
function ItemLink({ id, label }: { id: string; label: string }) {
  const kind = kindOfId(id);
  return kind ? <Link href={editorPath(kind, id)}>{label}</Link> : <>{label}</>;
}
