import { getStore } from '@/lib/data';
import type { CollectionName } from '@/lib/data/schema';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './test.module.css';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'Diagnostics',
  description: 'Whether this website can reach its content, and how much of it there is.',
  path: '/test',
  noindex: true,
});

// The public content, by the names visitors know it by: visitor data (subscribers, queries,
// comments) is not counted here.
const CONTENT: readonly [CollectionName, string][] = [
  ['blogs', 'Insights'],
  ['news', 'News'],
  ['events', 'Events'],
  ['job_openings', 'Job openings'],
  ['compendiums', 'Compendiums'],
  ['banners', 'Home page banners'],
];

async function readStore() {
  try {
    const store = await getStore();
    const counts = await Promise.all(CONTENT.map(async ([collection, label]) => [label, await store.count({ collection })] as const));
    return { reachable: true as const, counts };
  } catch (error) {
    console.error('[test] store not reachable:', error instanceof Error ? error.message : error);
    return { reachable: false as const, counts: [] };
  }
}

/**
 * A small utility page (spec: /test): whether the site reaches its content and how much there
 * is. Not indexed, and nothing about how it is built (no versions, no kind of store): that helps
 * an attacker, not a visitor.
 */
export default async function TestPage() {
  const store = await readStore();
  const renderedAt = new Date().toISOString();
  return (
    <section className={`section ${styles.page}`} aria-labelledby="test-heading">
      <div className="container">
        <h1 id="test-heading">Diagnostics</h1>
        <p>This page is cached for up to five minutes; the time below says when it was generated.</p>
        <dl className={styles.facts}>
          <dt>Content</dt>
          <dd data-testid="status">{store.reachable ? 'Available' : 'Not available right now'}</dd>
          <dt>Generated at</dt>
          <dd>
            <time dateTime={renderedAt}>{renderedAt}</time>
          </dd>
        </dl>
        {store.counts.length > 0 && (
          <table className={styles.table}>
            <caption>Published content</caption>
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Items</th>
              </tr>
            </thead>
            <tbody>
              {store.counts.map(([label, count]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p>
          Live readiness check: <a href="/api/health">/api/health</a>
        </p>
      </div>
    </section>
  );
}
