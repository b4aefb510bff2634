'use client';
import type { ReactNode } from 'react';
import { loadOnce } from '@/lib/lazy';
import { useInteractiveHalf } from './use-interactive-half';

// Nearly every page shows this box; its server action and messages come after the page is up.
const loadActions = loadOnce(() => import('./query-actions').then((module) => module.QueryActions));

type Props = {
  className: string;
  /** Server markup standing in for the interactive half until it has loaded. */
  placeholder: ReactNode;
  /** The fields, server markup. */
  children: ReactNode;
};

/**
 * The query box's form around fields the server rendered. It loads the interactive half
 * (QueryActions: the server action, the spec's alerts, Submit) once the browser is idle or a
 * field is focused, and clears the fields once the server stored the text. The fields are
 * plain DOM, so nothing typed before then is lost.
 */
export function QueryForm({ className, placeholder, children }: Props) {
  const { Half: Actions, form, clear, load, onReady, onSubmit } = useInteractiveHalf(loadActions);

  return (
    <form ref={form} className={className} method="post" noValidate onSubmit={onSubmit} onFocus={load}>
      {children}
      {Actions ? <Actions onReady={onReady} onSent={clear} /> : placeholder}
    </form>
  );
}
