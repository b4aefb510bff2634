import type { ComponentType, ReactNode } from 'react';
import { liveVersion } from '@/lib/data/live-version';
import type { ListQuery } from '@/lib/data/queries';
import type { LiveListProps } from './live-list.client';
import type { DocsOf, ViewName, ViewProps } from './views';

type LiveProps<V extends ViewName> = {
  /** The section's live lists (`liveListOf`), which can load this view. */
  list: ComponentType<LiveListProps<V>>;
  /** The view that renders this list in the browser once its data changes. */
  view: V;
  /** The query `docs` came from; the browser subscribes to it. */
  query: ListQuery;
  docs: DocsOf<V>;
  /** The view's other props, for its renders in the browser. */
  props?: ViewProps<V>;
  /** The server's render: the same view with `docs` and `props`. */
  children: ReactNode;
};

/**
 * A list rendered on the server and kept live in the browser (`LiveList`). The list's
 * components stay out of the page's first load: only a change of its data loads them. The
 * caller renders the view itself (rather than this file importing every view) and names its
 * section's live lists, so a page's first load holds its own lists' loaders only.
 */
export function Live<V extends ViewName>({ list: List, view, query, docs, props, children }: LiveProps<V>) {
  const version = liveVersion(JSON.stringify(docs));
  return (
    // A new query (another page or filter) or new data from the server starts afresh.
    <List key={`${JSON.stringify(query)}:${version}`} view={view} query={query} props={(props ?? {}) as Record<string, unknown>} version={version}>
      {children}
    </List>
  );
}
