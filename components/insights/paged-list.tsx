import type { ReactNode } from 'react';
import { splitPage } from './list-params';
import { Pager } from './pager';

type PagedListProps<T extends { id: string }> = {
  /** The look-ahead read (see `withLookahead`): this page's items and the first of the next. */
  docs: T[];
  size: number;
  page: number;
  prevHref: string;
  nextHref: string;
  /** The pager's accessible name ('Events pages'). */
  label: string;
  empty: string;
  testId: string;
  className?: string;
  emptyClassName?: string;
  item: (doc: T) => ReactNode;
};

/** One page of a list (newest first) and its Prev and Next, which show only where there is a page to go to. */
export function PagedList<T extends { id: string }>({ docs, size, page, prevHref, nextHref, label, empty, testId, className, emptyClassName, item }: PagedListProps<T>) {
  const { items, hasNext } = splitPage(docs, size);
  return (
    <>
      {items.length === 0 ? (
        <p className={emptyClassName}>{empty}</p>
      ) : (
        <ul className={className} data-testid={testId}>
          {items.map((doc) => (
            <li key={doc.id}>{item(doc)}</li>
          ))}
        </ul>
      )}
      <Pager label={label} page={page} prevHref={page > 1 ? prevHref : undefined} nextHref={hasNext ? nextHref : undefined} />
    </>
  );
}
