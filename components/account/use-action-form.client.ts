'use client';
import { startTransition, useActionState, useState, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/actions/result';

export type ServerAction = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

type Options = {
  /** Shown when the server cannot be reached; '' means logged only (the spec's query and comment failures). */
  failure: string;
  /** Called with each answer and the form data it answered (to clear or keep fields). */
  onResult?: (result: ActionResult, sent: FormData) => void;
};

/**
 * Drives a server action with `useActionState` from a form's submit event. Unlike
 * `<form action>`, this never resets the fields by itself: each form decides what to clear
 * (the spec clears some inputs and keeps others). `round` changes on every answer, so the
 * same message twice is announced twice. A network failure becomes the form's failure
 * result instead of an error thrown into the page.
 *
 * Before any script runs (or with none), the form posts to the action itself: give it
 * `action={formAction}` and React renders the fields that make the browser's own POST run the
 * action; Next answers with the page rendered around the action's result (`posted`). Once
 * hydrated, `onSubmit` takes over and the browser never posts.
 */
export function useActionForm(action: ServerAction, { failure, onResult }: Options) {
  const [posted, formAction] = useActionState(action, null);
  const [round, setRound] = useState(0);
  const [result, dispatch, pending] = useActionState(async (previous: ActionResult | null, formData: FormData) => {
    let next: ActionResult;
    try {
      next = await action(previous, formData);
    } catch (error) {
      console.error('The request failed:', error);
      next = { ok: false, message: failure };
    }
    setRound((n) => n + 1);
    onResult?.(next, formData);
    return next;
  }, null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => dispatch(formData));
  }

  return { result: result ?? posted, posted, pending, round, onSubmit, formAction };
}
