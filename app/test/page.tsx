import { version as reactVersion } from 'react';
import nextPackage from 'next/package.json';
import { getStore } from '@/lib/data';
import type { CollectionName } from '@/lib/data/schema';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './test.module.css';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'Diagnostics',
  description: 'Technical diagnostics of this website: which data store it uses and what it holds.',
  path: '/test',
  noindex: true,
});

// Only the public content collections: visitor data (subscribers, queries, comments) is not counted here.
const CONTENT: readonly CollectionName[] = ['news', 'blogs', 'events', 'banners', 'compendiums', 'job_openings'];

async function readStore() {
  try {
    const store = await getStore();
    const counts = await Promise.all(CONTENT.map(async (collection) => [collection, await store.count({ collection })] as const));
    return { kind: store.kind, reachable: true as const, counts };
  } catch (error) {
    console.error('[test] store not reachable:', error instanceof Error ? error.message : error);
    return { kind: undefined, reachable: false as const, counts: [] };
  }
}

/** A small utility page (spec: /test): the backend in use and build facts, no secrets, not indexed. */
export default async function TestPage() {
  const store = await readStore();
  const renderedAt = new Date().toISOString();
  return (
    <section className={`section ${styles.page}`} aria-labelledby="test-heading">
      <div className="container">
        <h1 id="test-heading">Diagnostics</h1>
        <p>This page is cached for up to five minutes; the time below says when it was generated.</p>
        <dl className={styles.facts}>
          <dt>Data store</dt>
          <dd data-testid="backend">{store.kind === 'firebase' ? 'Cloud Firestore (firebase)' : store.kind === 'local' ? 'Embedded SQLite (local)' : 'unknown'}</dd>
          <dt>Store reachable</dt>
          <dd>{store.reachable ? 'yes' : 'no'}</dd>
          <dt>Next.js</dt>
          <dd>{nextPackage.version}</dd>
          <dt>React</dt>
          <dd>{reactVersion}</dd>
          <dt>Node.js</dt>
          <dd>{process.version}</dd>
          <dt>Generated at</dt>
          <dd>
            <time dateTime={renderedAt}>{renderedAt}</time>
          </dd>
        </dl>
        {store.counts.length > 0 && (
          <table className={styles.table}>
            <caption>Documents per content collection</caption>
            <thead>
              <tr>
                <th scope="col">Collection</th>
                <th scope="col">Documents</th>
              </tr>
            </thead>
            <tbody>
              {store.counts.map(([collection, count]) => (
                <tr key={collection}>
                  <th scope="row">{collection}</th>
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
