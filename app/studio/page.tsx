import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link.client';
import { BulkForm } from '@/components/studio/bulk-form.client';
import styles from '@/components/studio/studio.module.css';
import { hasRole } from '@/lib/auth/roles';
import { cursorOf, formatCursor, getStore, parseCursor, queries } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSearch } from '@/lib/search';
import { MAX_QUERY_LENGTH } from '@/lib/search/engine';
import { requireStaffPage } from '@/lib/studio/access';
import { findItems } from '@/lib/studio/find';
import { editorPath, kindModule, kindModules, kindOfSection, type StudioKind } from '@/lib/studio/kinds';
import { statusLabel, when } from '@/lib/studio/labels';
import type { StudioItem } from '@/lib/data/schema';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Studio', description: 'Write, publish and withdraw the site’s content.', path: '/studio', noindex: true });

const PAGE = 25;

/** An item's statuses, as the list filters by them. */
const STATUSES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The studio's front page: the items of every kind staff are working on (newest change first) and
 * one kind's published documents, each a page of bounded reads with a cursor to the next, however
 * large the archive.
 */
export default async function StudioPage({ searchParams }: Props) {
  const { role } = await requireStaffPage('/studio');
  const params = await searchParams;
  const itemsAfter = parseCursor(params.items);
  const publishedAfter = parseCursor(params.published);
  const store = await getStore();
  // The registry's first kind is the one the studio opens on.
  const kind = (typeof params.kind === 'string' && kindOfSection(params.kind)) || (kindModules()[0]!.kind as StudioKind);
  const config = kindModule(kind);
  const { noun, plural, section, searched } = config;
  const q = typeof params.q === 'string' ? params.q.trim().slice(0, MAX_QUERY_LENGTH) : '';
  const find = typeof params.find === 'string' ? params.find.trim().slice(0, MAX_QUERY_LENGTH) : '';
  // The list of items, of one kind and one status when the filter says.
  const only = typeof params.only === 'string' ? kindOfSection(params.only) : undefined;
  const status = STATUSES.find((each) => each === params.status);
  const from = itemsAfter ?? undefined;
  const itemsQuery = only && status ? queries.studioItemsOfKindWithStatus(only, status, PAGE, from) : only ? queries.studioItemsOfKind(only, PAGE, from) : status ? queries.studioItemsWithStatus(status, PAGE, from) : queries.studioItems(PAGE, from);
  const bulk = hasRole(role, 'publisher');
  const [items, { rows: published, more }, found, matching] = await Promise.all([
    store.list(itemsQuery),
    config.listPublished(store, PAGE, publishedAfter ?? undefined),
    // The site search's index, as /search reads it: the kind's published documents by their words.
    q && searched ? getSearch().then((search) => search.search({ query: q, kind: searched, limit: PAGE })).then((groups) => groups[0]?.hits ?? []) : Promise.resolve(null),
    // Drafts never published are in no site search: the studio's items by their headings' words.
    find ? findItems(store, find) : Promise.resolve(null),
  ]);
  const next = (key: 'items' | 'published', docs: { id: string; date: string }[]) => {
    const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string'));
    query.set(key, formatCursor(cursorOf(docs.at(-1)!)));
    return `/studio?${query}`;
  };
  return (
    <div className={styles.page}>
      <h1>Studio</h1>
      <p className={styles.pager}>
        {kindModules().map((each) => (
          <Link key={each.section} href={`/studio/${each.section}/new`} className="button">
            New {each.noun}
          </Link>
        ))}
      </p>
      <nav aria-label="Published kinds" className={styles.pager}>
        {kindModules().map((each) => (
          <Link key={each.section} href={`/studio?kind=${each.section}`} aria-current={each.section === section ? 'page' : undefined}>
            Published {each.plural}
          </Link>
        ))}
      </nav>
      {searched && (
        <FindForm name="q" value={q} label={`Find a published ${noun}`} searchLabel={`Published ${plural}`}>
          <input type="hidden" name="kind" value={section} />
        </FindForm>
      )}
      {found && (
        <section aria-labelledby="studio-found">
          <h2 id="studio-found">
            Published {plural} matching “{q}”
          </h2>
          {found.length === 0 ? (
            <p>No published {noun} matches these words.</p>
          ) : (
            <ul className={styles.log}>
              {found.map((hit) => (
                <li key={hit.id}>
                  <Link href={editorPath(kind, hit.id.slice(kind.length + 1))}>{hit.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <FindForm name="find" value={find} label="Find in the studio, drafts included" searchLabel="Items in the studio" />
      {matching && (
        <section aria-labelledby="studio-matching">
          <h2 id="studio-matching">In the studio, matching “{find}”</h2>
          {matching.length === 0 ? <p>No item’s heading holds all these words (of three letters or more).</p> : <ItemsTable items={matching} />}
        </section>
      )}
      <section aria-labelledby="studio-items">
        <h2 id="studio-items">In the studio</h2>
        <form action="/studio" aria-label="Filter the items" className={styles.pager}>
          <label>
            Kind{' '}
            <select name="only" defaultValue={only ? kindModule(only).section : ''}>
              <option value="">Every kind</option>
              {kindModules().map((each) => (
                <option key={each.section} value={each.section}>
                  {each.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Status{' '}
            <select name="status" defaultValue={status ?? ''}>
              <option value="">Any status</option>
              {STATUSES.map((each) => (
                <option key={each} value={each}>
                  {statusLabel(each, false)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button-outline">
            Show
          </button>
        </form>
        {/* A publisher's list is a form, there even when empty: a bulk action's answer stays after its items leave the list. */}
        {bulk ? (
          <BulkForm count={items.length}>{items.length === 0 ? <NoItems filtered={Boolean(only || status)} /> : <ItemsTable items={items} selectable />}</BulkForm>
        ) : items.length === 0 ? (
          <NoItems filtered={Boolean(only || status)} />
        ) : (
          <ItemsTable items={items} />
        )}
        {items.length === PAGE && (
          <p className={styles.pager}>
            <Link href={next('items', items)}>Older changes</Link>
          </p>
        )}
      </section>
      <section aria-labelledby="studio-published">
        <h2 id="studio-published">Published {plural}</h2>
        <table className={`${styles.table} ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">Heading</th>
              <th scope="col">{config.listedAs}</th>
              <th scope="col">On the site</th>
            </tr>
          </thead>
          <tbody>
            {published.map((doc) => (
              <tr key={doc.id}>
                <td data-label="Heading">
                  <Link href={editorPath(kind, doc.id)}>{doc.heading}</Link>
                </td>
                <td data-label={config.listedAs}>
                  {doc.note ?? (doc.date && <time dateTime={doc.date}>{when(doc.date)}</time>)}
                </td>
                <td data-label="On the site">
                  <a href={doc.path}>View</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {more && (
          <p className={styles.pager}>
            <Link href={next('published', published)}>Older {plural}</Link>
          </p>
        )}
      </section>
    </div>
  );
}

const NoItems = ({ filtered }: { filtered: boolean }) => <p>{filtered ? 'No item in the studio is of this kind and status.' : 'Nothing has been saved in the studio yet.'}</p>;

/** Studio items with their kind, status and last change, each heading a link to its editor; `selectable` adds a box to tick each. */
function ItemsTable({ items, selectable = false }: { items: StudioItem[]; selectable?: boolean }) {
  return (
    <table className={`${styles.table} ${styles.stacked}`}>
      <thead>
        <tr>
          {selectable && (
            <th scope="col">
              <span className="visually-hidden">Tick</span>
            </th>
          )}
          <th scope="col">Heading</th>
          <th scope="col">Kind</th>
          <th scope="col">Status</th>
          <th scope="col">Last changed</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            {selectable && (
              <td>
                <input type="checkbox" name="ids" value={item.id} aria-label={`Tick “${item.heading}”`} className={styles.tick} />
              </td>
            )}
            <td data-label="Heading">
              <Link href={editorPath(item.kind, item.id)}>{item.heading}</Link>
            </td>
            <td data-label="Kind">{kindModule(item.kind).title}</td>
            <td className={styles.status} data-label="Status">{statusLabel(item.status, item.changed, item.publishAt)}</td>
            <td data-label="Last changed">
              {item.updatedBy}, <time dateTime={item.date}>{when(item.date)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A search form of the studio's front page (a GET to /studio, working before any script). */
function FindForm({ name, value, label, searchLabel, children }: { name: string; value: string; label: string; searchLabel: string; children?: ReactNode }) {
  return (
    <form role="search" aria-label={searchLabel} action="/studio" className={styles.pager}>
      {children}
      <label htmlFor={`studio-${name}`}>{label}</label>
      <input id={`studio-${name}`} type="search" name={name} defaultValue={value} maxLength={MAX_QUERY_LENGTH} />
      <button type="submit" className="button">
        Find
      </button>
    </form>
  );
}
