import { OlderLink } from '@/components/studio/older-link';
import styles from '@/components/studio/studio.module.css';
import { Link } from '@/components/ui/link.client';
import { getStore, parseCursor, queries } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { INBOX_MESSAGES, QUERY_STATUSES, type QueryStatus } from '@/lib/studio/inbox';
import { queryStatusLabel, when } from '@/lib/studio/labels';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Queries', description: 'What visitors asked the firm, and the answers.', path: '/studio/queries', noindex: true });

const PAGE = 25;

type Props = { searchParams: Promise<{ after?: string | string[]; done?: string | string[]; status?: string | string[] }> };

const isStatus = (value: unknown): value is QueryStatus => QUERY_STATUSES.includes(value as QueryStatus);

/** Visitors' queries, newest first, a page of bounded reads at a time: editors and up. */
export default async function QueriesPage({ searchParams }: Props) {
  await requireStaffPage('/studio/queries');
  const params = await searchParams;
  const after = parseCursor(params.after);
  const status = isStatus(params.status) ? params.status : undefined;
  const list = await (await getStore()).list(queries.studioQueries(PAGE, after ?? undefined, status));
  const path = status ? `/studio/queries?status=${status}` : '/studio/queries';
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio">Studio</Link>
      </p>
      <h1>Queries</h1>
      {params.done === 'gone' && <p className={styles.alert}>{INBOX_MESSAGES.gone}</p>}
      <nav aria-label="Queries by status" className={styles.pager}>
        {[undefined, ...QUERY_STATUSES].map((each) => (
          <Link key={each ?? 'all'} href={each ? `/studio/queries?status=${each}` : '/studio/queries'} aria-current={each === status ? 'page' : undefined}>
            {each ? queryStatusLabel(each) : 'All'}
          </Link>
        ))}
      </nav>
      {list.length === 0 ? (
        <p>{status ? `No query is ${queryStatusLabel(status).toLowerCase()}.` : 'No visitor has sent a query yet.'}</p>
      ) : (
        <table className={`${styles.table} ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">Query</th>
              <th scope="col">From</th>
              <th scope="col">Status</th>
              <th scope="col">Sent</th>
            </tr>
          </thead>
          <tbody>
            {list.map((query) => (
              <tr key={query.id}>
                <td data-label="Query">
                  <Link href={`/studio/queries/${query.id}`}>{excerpt(query.question)}</Link>
                </td>
                <td data-label="From">{query.user}</td>
                <td className={styles.status} data-label="Status">{queryStatusLabel(query.status)}</td>
                <td data-label="Sent">
                  <time dateTime={query.date ?? query.timestamp}>{when(query.date ?? query.timestamp)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <OlderLink docs={list} pageSize={PAGE} path={path} label="Older queries" />
    </div>
  );
}

/** The question's first words, on one line. */
function excerpt(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  return line.length > 90 ? `${line.slice(0, 90)}…` : line;
}
