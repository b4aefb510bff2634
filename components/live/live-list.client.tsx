'use client';
import { useState, type ReactNode } from 'react';
import { liveVersion } from '@/lib/data/live-version';
import type { ListQuery } from '@/lib/data/queries';
import { useLiveJson } from '@/lib/data/use-live-query';
import { LIVE_VIEWS, type AnyView, type ViewName } from './views';

type LiveListProps = {
  view: ViewName;
  query: ListQuery;
  props: Record<string, unknown>;
  /** `liveVersion` of the data the server rendered `children` from. */
  version: string;
  /** The server's render of the list. */
  children: ReactNode;
};

/**
 * Shows the server's render of a list and keeps it live. Once the live channel answers with
 * data that differs from what the server rendered, the list's code loads and renders that data
 * instead. Until then (and for good, when nothing changes) the page carries no list code and
 * hydrates no list state.
 */
export function LiveList({ view, query, props, version, children }: LiveListProps) {
  const [live, setLive] = useState<ReactNode>(null);
  useLiveJson(query, (json) => {
    if (liveVersion(json) === version) return setLive(null);
    // Offline, a list that cannot load its code keeps showing what it has.
    LIVE_VIEWS[view]().then(
      (View) => {
        const Render = View as AnyView;
        setLive(<Render {...props} docs={JSON.parse(json)} />);
      },
      () => {},
    );
  });
  return live ?? children;
}
