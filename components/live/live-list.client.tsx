'use client';
import { useRef, useState, type ReactNode } from 'react';
import { liveVersion } from '@/lib/data/live-version';
import type { ListQuery } from '@/lib/data/queries';
import { useLiveJson } from '@/lib/live/use-live-json.client';
import type { AnyView, ViewLoaders, ViewName } from './views';

export type LiveListProps<V extends ViewName> = {
  view: V;
  query: ListQuery;
  props: Record<string, unknown>;
  /** `liveVersion` of the data the server rendered `children` from. */
  version: string;
  /** The server's render of the list. */
  children: ReactNode;
};

/**
 * A section's live lists: a client component that knows how to load the views it is given
 * (`views`, each an `import()`), and nothing else's. Export the result from a 'use client'
 * module of that section and hand it to `<Live list={...}>`.
 */
export function liveListOf<V extends ViewName>(views: ViewLoaders<V>) {
  return function SectionLiveList(props: LiveListProps<V>) {
    return <LiveList {...props} load={views[props.view] as () => Promise<unknown>} />;
  };
}

/**
 * Shows the server's render of a list and keeps it live. Once the live channel answers with
 * data that differs from what the server rendered, the list's code loads and renders that data
 * instead. Until then (and for good, when nothing changes) the page carries no list code and
 * hydrates no list state.
 */
function LiveList({ load, query, props, version, children }: LiveListProps<ViewName> & { load: () => Promise<unknown> }) {
  const [live, setLive] = useState<ReactNode>(null);
  // Answers are numbered: the view's code can arrive after a newer answer, whose data wins.
  const latest = useRef(0);
  useLiveJson(query, (json) => {
    const answer = ++latest.current;
    if (liveVersion(json) === version) return setLive(null);
    // Offline, a list that cannot load its code keeps showing what it has.
    load().then(
      (View) => {
        if (answer !== latest.current) return;
        const Render = View as AnyView;
        setLive(<Render {...props} docs={JSON.parse(json)} />);
      },
      () => {},
    );
  });
  return live ?? children;
}
