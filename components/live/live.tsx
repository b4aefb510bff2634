import type { ReactNode } from 'react';
import { liveVersion } from '@/lib/data/live-version';
import type { ListQuery } from '@/lib/data/queries';
import type { SectionLiveList } from './live-list.client';

/** The props of the view a loader brings. */
type PropsOf<L, V extends keyof L> = L[V] extends () => Promise<(props: infer P) => ReactNode> ? P : never;

type LiveProps<L, V extends keyof L & string> = {
  /** The section's live lists (`liveListOf`), which can load this view. */
  list: SectionLiveList<L>;
  /** The view that renders this list in the browser once its data changes. */
  view: V;
  /** The query `docs` came from; the browser subscribes to it. */
  query: ListQuery;
  docs: PropsOf<L, V> extends { docs: infer D } ? D : never;
  /** The view's other props (plain, serialisable values), for its renders in the browser. */
  props?: Omit<PropsOf<L, V>, 'docs'>;
  /** The server's render: the same view with `docs` and `props`. */
  children: ReactNode;
};

/**
 * A list rendered on the server and kept live in the browser (`LiveList`). The list's
 * components stay out of the page's first load: only a change of its data loads them. The
 * caller renders the view itself and names its section's live lists, so a page's first load
 * holds its own lists' loaders only.
 */
export function Live<L, V extends keyof L & string>({ list: List, view, query, docs, props, children }: LiveProps<L, V>) {
  const version = liveVersion(JSON.stringify(docs));
  return (
    // A new query (another page or filter) or new data from the server starts afresh.
    <List key={`${JSON.stringify(query)}:${version}`} view={view} query={query} props={(props ?? {}) as Record<string, unknown>} version={version}>
      {children}
    </List>
  );
}
