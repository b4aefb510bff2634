'use client';
import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { liveVersion } from '@/lib/data/live-version';
import type { ListQuery } from '@/lib/data/queries';
import { useLiveJson } from '@/lib/live/use-live-json.client';

type ListView = ComponentType<Record<string, unknown>>;

type LiveListProps = {
  view: string;
  query: ListQuery;
  props: Record<string, unknown>;
  /** `liveVersion` of the data the server rendered `children` from. */
  version: string;
  /** The server's render of the list. */
  children: ReactNode;
};

/**
 * A section's live lists: `views` (each an `import()` of a view) is a type only: it lets `<Live>` check a view's name, docs and
 * props against the loaders the section gave (a client component's fields cannot be read on the
 * server).
 */
export type SectionLiveList<L> = ComponentType<LiveListProps> & { readonly views?: L };

/**
 * A section's live lists: a client component that knows how to load the views it is given
 * (`views`, each an `import()`), and nothing else's. Export the result from a 'use client'
 * module of that section and hand it to `<Live list={...}>`.
 */
export function liveListOf<L extends object>(views: L): SectionLiveList<L> {
  // No tighter bound on L: a bound would give each `import()` a contextual type, widening every
  // loader's view to it, and <Live> could no longer check a view's docs and props.
  const loaders = views as Record<string, () => Promise<ListView>>;
  return function SectionLiveList(props: LiveListProps) {
    return <LiveList {...props} load={loaders[props.view]!} />;
  };
}

/**
 * Shows the server's render of a list and keeps it live. Once the live channel answers with
 * data that differs from what the server rendered, the list's code loads and renders that data
 * instead. Until then (and for good, when nothing changes) the page carries no list code and
 * hydrates no list state.
 */
function LiveList({ load, query, props, version, children }: LiveListProps & { load: () => Promise<ListView> }) {
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
        setLive(<View {...props} docs={JSON.parse(json)} />);
      },
      () => {},
    );
  });
  return live ?? children;
}
