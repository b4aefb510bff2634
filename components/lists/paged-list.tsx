import type { ReactNode } from 'react';
import { cursorOf } from '@/lib/data/queries';
import { pagedPath } from '@/lib/seo/url';
import { splitPage } from '@/lib/routing/list-params';
import { Pager } from './pager';
import styles from './paged-list.module.css';

/** Where a paged list lives: its path, and its filter parameter and value when one is chosen. */
export type ListPlace = { page: number; path: string; param?: string; filter?: string; before?: boolean };

type PagedListProps<T extends { id: string }> = ListPlace & {
  /** The look-ahead read (see `withLookahead`): this page's items and the first of the next. */
  docs: T[];
  size: number;
  /** The pager's accessible name ('Events pages'). */
  label: string;
  empty: string;
  testId: string;
  /** A layout of the list's own, over the shared column of cards. */
  className?: string;
  item: (doc: T) => ReactNode;
};

/**
 * One page of a list (newest first) and its Prev and Next, which show only where there is a page
 * to go to. Each carries the cursor of the item it continues from, so the page it opens reads only
 * what it shows; Prev to the first page is the list's bare URL.
 */
export function PagedList<T extends { id: string }>({ docs, size, page, path, param, filter, before, label, empty, testId, className, item }: PagedListProps<T>) {
  const { items, hasNext } = splitPage(docs, size, before);
  const params = param ? { [param]: filter } : {};
  const first = items[0];
  const last = items.at(-1);
  // An empty page (its items gone since the link was made) goes back to the list's start.
  const prevHref = page > 1 ? pagedPath(path, first ? page - 1 : 1, params, { before: first && cursorOf(first) }) : undefined;
  const nextHref = hasNext && last ? pagedPath(path, page + 1, params, { after: cursorOf(last) }) : undefined;
  return (
    <>
      {items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={className ? `${styles.list} ${className}` : styles.list} data-testid={testId}>
          {items.map((doc) => (
            <li key={doc.id}>{item(doc)}</li>
          ))}
        </ul>
      )}
      <Pager label={label} page={page} prevHref={prevHref} nextHref={nextHref} />
    </>
  );
}
