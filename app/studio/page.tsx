import { Link } from '@/components/ui/link.client';
import styles from '@/components/studio/studio.module.css';
import { cursorOf, formatCursor, getStore, parseCursor, queries } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { hasRole } from '@/lib/auth/roles';
import { getSearch } from '@/lib/search';
import { MAX_QUERY_LENGTH } from '@/lib/search/engine';
import { requireStaffPage } from '@/lib/studio/access';
import { statusLabel, when } from '@/lib/studio/labels';
import { insightPath } from '@/lib/text';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Studio', description: 'Write, publish and withdraw the site’s insights.', path: '/studio', noindex: true });

const PAGE = 25;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The studio's front page: the insights staff are working on (newest change first) and the
 * published ones, each a page of bounded reads with a cursor to the next, however large the
 * archive.
 */
export default async function StudioPage({ searchParams }: Props) {
  const { role } = await requireStaffPage('/studio');
  const params = await searchParams;
  const itemsAfter = parseCursor(params.items);
  const publishedAfter = parseCursor(params.published);
  const store = await getStore();
  const q = typeof params.q === 'string' ? params.q.trim().slice(0, MAX_QUERY_LENGTH) : '';
  const [items, published, found] = await Promise.all([
    store.list(queries.studioItems(PAGE, itemsAfter ?? undefined)),
    store.list({ ...queries.newestBlogs(PAGE), ...(publishedAfter ? { after: publishedAfter } : {}) }),
    // The site search's index, as /search reads it: published insights by their words.
    q ? getSearch().then((search) => search.search({ query: q, kind: 'insight', limit: PAGE })).then((groups) => groups[0]?.hits ?? []) : Promise.resolve(null),
  ]);
  const next = (key: 'items' | 'published', docs: { id: string; date: string }[]) => {
    const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string'));
    query.set(key, formatCursor(cursorOf(docs.at(-1)!)));
    return `/studio?${query}`;
  };
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <h1>Studio</h1>
        <p className={styles.pager}>
          <Link href="/studio/queries">Queries</Link>
          <Link href="/studio/comments">Comments</Link>
          <Link href="/studio/subscribers">Subscribers</Link>
          {hasRole(role, 'publisher') && <Link href="/studio/activity">Activity</Link>}
          {hasRole(role, 'admin') && <Link href="/studio/roles">Staff roles</Link>}
          <Link href="/studio/insights/new" className="button">
            New insight
          </Link>
        </p>
      </div>
      <form role="search" aria-label="Published insights" action="/studio" className={styles.pager}>
        <label htmlFor="studio-q">Find a published insight</label>
        <input id="studio-q" type="search" name="q" defaultValue={q} maxLength={MAX_QUERY_LENGTH} />
        <button type="submit" className="button">
          Find
        </button>
      </form>
      {found && (
        <section aria-labelledby="studio-found">
          <h2 id="studio-found">Published insights matching “{q}”</h2>
          {found.length === 0 ? (
            <p>No published insight matches these words.</p>
          ) : (
            <ul className={styles.log}>
              {found.map((hit) => (
                <li key={hit.id}>
                  <Link href={`/studio/insights/${hit.id.slice('insight:'.length)}`}>{hit.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="studio-items">
        <h2 id="studio-items">Insights in the studio</h2>
        {items.length === 0 ? (
          <p>No insight has been saved in the studio yet.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Heading</th>
                <th scope="col">Status</th>
                <th scope="col">Last changed</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link href={`/studio/insights/${item.id}`}>{item.heading}</Link>
                  </td>
                  <td className={styles.status}>{statusLabel(item.status, item.changed, item.publishAt)}</td>
                  <td>
                    {item.updatedBy}, <time dateTime={item.date}>{when(item.date)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {items.length === PAGE && (
          <p className={styles.pager}>
            <Link href={next('items', items)}>Older changes</Link>
          </p>
        )}
      </section>
      <section aria-labelledby="studio-published">
        <h2 id="studio-published">Published insights</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Heading</th>
              <th scope="col">Published</th>
              <th scope="col">On the site</th>
            </tr>
          </thead>
          <tbody>
            {published.map((blog) => (
              <tr key={blog.id}>
                <td>
                  <Link href={`/studio/insights/${blog.id}`}>{blog.heading}</Link>
                </td>
                <td>
                  <time dateTime={blog.date}>{when(blog.date)}</time>
                </td>
                <td>
                  <a href={insightPath(blog.heading, blog.id)}>View</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {published.length === PAGE && (
          <p className={styles.pager}>
            <Link href={next('published', published)}>Older insights</Link>
          </p>
        )}
      </section>
    </div>
  );
}
