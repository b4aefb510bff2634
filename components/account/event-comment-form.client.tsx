'use client';
import type { ReactNode } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { loadOnce } from '@/lib/lazy';
import { useInteractiveHalf } from './use-interactive-half';

// The events pages show this box; its server action and messages come after the page is up.
const loadActions = loadOnce(() => import('./event-comment-actions').then((module) => module.EventCommentActions));

type Props = {
  className: string;
  /** Server markup standing in for the interactive half until it has loaded. */
  placeholder: ReactNode;
  /** Beside Submit once the half has loaded (the log-in prompt). */
  prompt: ReactNode;
  /** The fields, server markup. */
  children: ReactNode;
};

/**
 * The event comment box's form around fields the server rendered. It loads the interactive
 * half (EventCommentActions) once the browser is idle or a field is focused; Submit stays
 * disabled until a signed-in user is known (the server checks the session again). Clears the
 * comment once stored; nothing typed before the half arrives is lost (the fields are plain DOM).
 */
export function EventCommentForm({ className, placeholder, prompt, children }: Props) {
  const { user, ready } = useAuth();
  const { Half: Actions, form, clear, load, onReady, onSubmit } = useInteractiveHalf(loadActions);

  return (
    <form ref={form} className={className} method="post" noValidate onSubmit={onSubmit} onFocus={load} aria-label="Leave a comment">
      {children}
      {Actions ? (
        <Actions signedIn={ready && user !== null} onReady={onReady} onSent={clear}>
          {prompt}
        </Actions>
      ) : (
        placeholder
      )}
    </form>
  );
}
