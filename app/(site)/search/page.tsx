import { notFound } from 'next/navigation';
import { Pager } from '@/components/lists/pager';
import { SearchForm } from '@/components/search/search-form';
import { KIND_LABELS, SearchResult } from '@/components/search/search-results';
import { Link } from '@/components/ui/link.client';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSearch, type SearchGroup } from '@/lib/search';
import { MAX_QUERY_LENGTH, SEARCH_KINDS, type SearchKind } from '@/lib/search/engine';
import styles from '@/components/search/search-results.module.css';

export const metadata = pageMetadata({
  title: 'Search',
  description: 'Search our insights, news, events, job openings, industries and capabilities.',
  path: '/search',
  noindex: true,
});

/** Results shown per kind on the overview, and per page of one kind. */
const GROUP_SIZE = 5;
const PAGE_SIZE = 10;

type Param = string | string[] | undefined;
type Props = { searchParams: Promise<{ q?: Param; kind?: Param; page?: Param }> };

const first = (value: Param) => (Array.isArray(value) ? value[0] : value);

function searchPath(q: string, kind?: SearchKind, page = 1): string {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

/** Pages of one kind's results a visitor may page through: the index ranks what it skips. */
const MAX_PAGE = 50;

/**
 * /search?q=: the site search, rendered on the server. Results come grouped by kind (the kind
 * of the best result first), five of each with a link to all of that kind (`&kind=`), which is
 * paged (`&page=`). The index is the store's (lib/search/fts.ts; docs/findability.md).
 */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const q = (first(params.q) ?? '').slice(0, MAX_QUERY_LENGTH).trim();
  const kindParam = first(params.kind);
  const kind = SEARCH_KINDS.find((k) => k === kindParam);
  const page = Number(first(params.page) ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE || (page > 1 && !kind)) notFound();

  let groups: SearchGroup[] = [];
  let suggested: string | null = null;
  let failed = false;
  if (q) {
    try {
      const search = await getSearch();
      groups = await search.search(kind ? { query: q, kind, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } : { query: q, limit: GROUP_SIZE });
      // A word the index does not hold: offer its closest spelling that it does, when that finds
      // something (results or none: a forgiven typo finds results, and the offer says what was meant).
      const spelling = await search.suggestion(q);
      if (spelling && (await search.search({ query: spelling, kind, limit: 1 })).length > 0) suggested = spelling;
    } catch (error) {
      console.error(`[search] failed: ${(error as Error).message}`);
      failed = true;
    }
  }
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  // Past MATCHES_RANKED a kind's matches are not counted on: "1000+".
  const counted = (count: number, more: boolean) => `${count}${more ? '+' : ''}`;
  const pages = Math.min(MAX_PAGE, Math.max(1, Math.ceil((groups[0]?.total ?? 0) / PAGE_SIZE)));
  if (kind && page > pages) notFound();

  return (
    <div className={`container section ${styles.page}`}>
      <h1>Search</h1>
      <SearchForm id="search-page-q" defaultValue={q} />
      {!q ? (
        <p>Type a word or two to search our insights, news, events, job openings, industries and capabilities.</p>
      ) : failed ? (
        <p role="alert">Search is not available right now. Please try again in a moment.</p>
      ) : total === 0 ? (
        <div className={styles.empty}>
          <p role="status">
            No results for <strong>“{q}”</strong>
            {kind ? ` among ${KIND_LABELS[kind].many.toLowerCase()}` : ''}.
          </p>
          {suggested && <DidYouMean spelling={suggested} kind={kind} />}
          <p>Check the spelling, try fewer or more general words, or browse:</p>
          <ul>
            <li><Link href="/insights">Insights</Link></li>
            <li><Link href="/news">News</Link></li>
            <li><Link href="/events">Events</Link></li>
            <li><Link href="/careers">Careers</Link></li>
            <li><Link href="/focus">Industries</Link></li>
            <li><Link href="/capabilities">Capabilities</Link></li>
          </ul>
        </div>
      ) : kind ? (
        <section className={styles.group} aria-labelledby="search-kind">
          <p role="status">
            {counted(total, groups[0]!.more)} {KIND_LABELS[kind].many.toLowerCase()} for <strong>“{q}”</strong>. <Link href={searchPath(q)}>All results</Link>
          </p>
          {suggested && <DidYouMean spelling={suggested} kind={kind} />}
          <h2 id="search-kind">{KIND_LABELS[kind].many}</h2>
          <ol className={styles.list}>
            {groups[0]!.hits.map((hit) => (
              <SearchResult key={hit.id} hit={hit} />
            ))}
          </ol>
          {pages > 1 && (
            <Pager
              label="Search results pages"
              page={page}
              prevHref={page > 1 ? searchPath(q, kind, page - 1) : undefined}
              nextHref={page < pages ? searchPath(q, kind, page + 1) : undefined}
            />
          )}
        </section>
      ) : (
        <>
          <p role="status">
            {counted(total, groups.some((group) => group.more))} {total === 1 ? 'result' : 'results'} for <strong>“{q}”</strong>
          </p>
          {suggested && <DidYouMean spelling={suggested} kind={kind} />}
          <div className={styles.groups}>
            {/* Kinds in the order of their best result. */}
            {groups.map(({ kind: k, total: ofKind, more, hits }) => (
              <section key={k} className={styles.group} aria-labelledby={`search-${k}`}>
                <h2 id={`search-${k}`}>
                  {KIND_LABELS[k].many} <span className={styles.count}>({counted(ofKind, more)})</span>
                </h2>
                <ol className={styles.list}>
                  {hits.map((hit) => (
                    <SearchResult key={hit.id} hit={hit} />
                  ))}
                </ol>
                {ofKind > GROUP_SIZE && (
                  <Link className={styles.more} href={searchPath(q, k)}>
                    All {counted(ofKind, more)} {KIND_LABELS[k].many.toLowerCase()}
                  </Link>
                )}
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** "Did you mean …?": the query with each word the index does not hold replaced by its closest spelling. */
function DidYouMean({ spelling, kind }: { spelling: string; kind?: SearchKind }) {
  return (
    <p>
      Did you mean{' '}
      <Link href={searchPath(spelling, kind)}>
        <strong>{spelling}</strong>
      </Link>
      ?
    </p>
  );
}
