'use client';
import { startTransition, useActionState, useState, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/actions/result';

type ServerAction = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

/**
 * Drives a server action with `useActionState` from a form's submit event. Unlike
 * `<form action>`, this never resets the fields by itself: each form decides what to clear
 * (the spec clears some inputs and keeps others). `round` changes on every answer, so the
 * same message twice is announced twice.
 */
export function useActionForm(action: ServerAction, onResult?: (result: ActionResult, sent: FormData) => void) {
  const [round, setRound] = useState(0);
  const [result, dispatch, pending] = useActionState(async (previous: ActionResult | null, formData: FormData) => {
    const next = await action(previous, formData);
    setRound((n) => n + 1);
    onResult?.(next, formData);
    return next;
  }, null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => dispatch(formData));
  }

  return { result, pending, round, onSubmit };
}
