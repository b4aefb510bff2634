'use client';
import { useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/lazy';

/** Attaches behaviour to server-rendered markup; returns its cleanup. */
export type Behaviour<O> = (root: HTMLElement, options: O) => () => void;

// Behaviours that have arrived, by loader: a later mount (a new page) attaches at once.
const arrived = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * For an island that only drives markup the server rendered: loads the behaviour with
 * `import()` once the browser is idle and attaches it to the element around the island's
 * anchor (its closest `selector`), so the behaviour's code is not in the page's first load
 * and not in its hydration. A click inside that element before the behaviour has arrived
 * on one of its `controls` (buttons the behaviour drives) starts the load at once and is
 * replayed on that button afterwards: an early click is never lost. Other clicks are left
 * alone. `load` must be stable (a module-level `loadOnce`); `options` must be plain data.
 */
export function useLazyBehaviour<O>(selector: string, controls: string, load: () => Promise<Behaviour<O>>, options: O) {
  const anchor = useRef<HTMLSpanElement>(null);
  const key = JSON.stringify(options);

  useEffect(() => {
    const root = anchor.current?.closest<HTMLElement>(selector);
    if (!root) return;
    const settings = JSON.parse(key) as O;
    const known = arrived.get(load) as Behaviour<O> | undefined;
    if (known) return known(root, settings);

    let detach: (() => void) | undefined;
    let early: HTMLElement | null = null;
    let gone = false;

    const onEarlyClick = (event: MouseEvent) => {
      const control = (event.target as Element).closest<HTMLElement>(controls);
      if (!control) return;
      early = control;
      start();
    };
    const start = () =>
      void load().then(
        (attach) => {
          arrived.set(load, attach);
          if (gone || detach) return;
          root.removeEventListener('click', onEarlyClick, true);
          detach = attach(root, settings);
          early?.click();
          early = null;
        },
        () => {}, // offline: the next click or mount tries again (loadOnce forgets failures)
      );

    root.addEventListener('click', onEarlyClick, true);
    const cancelIdle = whenIdle(start);
    return () => {
      gone = true;
      cancelIdle();
      root.removeEventListener('click', onEarlyClick, true);
      detach?.();
    };
  }, [selector, controls, load, key]);

  return anchor;
}
