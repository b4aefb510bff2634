import { Link } from '@/components/ui/link.client';
import { BulkForm } from '@/components/studio/bulk-form.client';
import styles from '@/components/studio/studio.module.css';
import { hasRole } from '@/lib/auth/roles';
import { failedMails } from '@/lib/mail/outbox';
import { cursorOf, formatCursor, getStore, parseCursor, queries } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { MAX_QUERY_LENGTH } from '@/lib/search/engine';
import { requireStaffPage } from '@/lib/studio/access';
import { AUTHORS } from '@/content/authors';
import { displayCategory, VERTICALS } from '@/content/categories';
import { facetKey, findEverywhere, type Filters, type ListRow } from '@/lib/studio/find';
import { editorPath, kindModule, kindModules, kindOfSection, type StudioKind } from '@/lib/studio/kinds';
import { statusLabel, when } from '@/lib/studio/labels';

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
  const { plural, section } = config;
  const find = typeof params.find === 'string' ? params.find.trim().slice(0, MAX_QUERY_LENGTH) : '';
  // The list of items, narrowed by what the form chose.
  const only = typeof params.only === 'string' ? kindOfSection(params.only) : undefined;
  const status = STATUSES.find((each) => each === params.status);
  const author = AUTHOR_NAMES.find((each) => each === params.author);
  const vertical = VERTICALS.find((each) => each === params.vertical);
  const filters: Filters = { kind: only, status, author, vertical };
  const filtered = Boolean(only || status || author || vertical);
  const facet = facetKey(filters);
  const from = itemsAfter ?? undefined;
  const itemsQuery = facet ? queries.studioItemsFaceted(facet, status ?? null, PAGE, from) : status ? queries.studioItemsWithStatus(status, PAGE, from) : queries.studioItems(PAGE, from);
  const bulk = hasRole(role, 'publisher');
  const [items, { rows: published, more }, undelivered] = await Promise.all([
    find ? findEverywhere(store, find, filters) : store.list(itemsQuery),
    config.listPublished(store, PAGE, publishedAfter ?? undefined),
    // Admins hear of mail the site gave up on here, where they start (one read of one).
    hasRole(role, 'admin') ? failedMails(store, 1) : [],
  ]);
  const next = (key: 'items' | 'published', docs: { id: string; date?: string }[]) => {
    const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string'));
    query.set(key, formatCursor(cursorOf(docs.at(-1)!)));
    return `/studio?${query}`;
  };
  return (
    <div className={styles.page}>
      <h1>Studio</h1>
      {undelivered.length > 0 && (
        <p className={styles.alert}>
          Some mail could not be delivered: <Link href="/studio/mail">see Mail</Link>.
        </p>
      )}
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
      <section aria-labelledby="studio-items">
        <h2 id="studio-items">{find ? `In the studio, matching “${find}”` : 'In the studio'}</h2>
        <form role="search" action="/studio" aria-label="Find and filter the items" className={styles.filters}>
          <label>
            Heading words{' '}
            <input type="search" name="find" defaultValue={find} maxLength={MAX_QUERY_LENGTH} aria-describedby="studio-find-hint" />
          </label>
          <Choice name="only" label="Kind" any="Every kind" value={only ? kindModule(only).section : ''} options={kindModules().map((each) => [each.section, each.title])} />
          <Choice name="status" label="Status" any="Any status" value={status ?? ''} options={STATUSES.map((each) => [each, statusLabel(each, false)])} />
          <Choice name="author" label="Author" any="Any author" value={author ?? ''} options={AUTHOR_NAMES.map((each) => [each, each])} />
          <Choice name="vertical" label="Vertical" any="Any vertical" value={vertical ?? ''} options={VERTICALS.map((each) => [each, displayCategory(each)])} />
          <button type="submit" className="button button-outline">
            Show
          </button>
          <span id="studio-find-hint" className={styles.meta}>
            Drafts and published items alike, by the words of their headings (three letters or more).
          </span>
        </form>
        {/* A publisher's list is a form, there even when empty: a bulk action's answer stays after its items leave the list. */}
        {bulk ? (
          <BulkForm count={items.length}>{items.length === 0 ? <NoItems filtered={filtered} find={find} /> : <ItemsTable items={items} selectable />}</BulkForm>
        ) : items.length === 0 ? (
          <NoItems filtered={filtered} find={find} />
        ) : (
          <ItemsTable items={items} />
        )}
        {!find && items.length === PAGE && (
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

const AUTHOR_NAMES = AUTHORS.map((each) => each.name);

function NoItems({ filtered, find }: { filtered: boolean; find: string }) {
  if (find) return <p>No item’s heading holds all these words (of three letters or more){filtered ? ' among the items chosen' : ''}.</p>;
  return <p>{filtered ? 'No item in the studio is of this kind, status, author and vertical.' : 'Nothing has been saved in the studio yet.'}</p>;
}

/** A select of the filter form: `any` first, for no filter. */
function Choice({ name, label, any, value, options }: { name: string; label: string; any: string; value: string; options: [string, string][] }) {
  return (
    <label>
      {label}{' '}
      <select name={name} defaultValue={value}>
        <option value="">{any}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Studio items with their kind, status and last change, each heading a link to its editor; `selectable` adds a box to tick each. */
function ItemsTable({ items, selectable = false }: { items: ListRow[]; selectable?: boolean }) {
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
              {item.updatedBy && `${item.updatedBy}, `}
              {item.date && <time dateTime={item.date}>{when(item.date)}</time>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
