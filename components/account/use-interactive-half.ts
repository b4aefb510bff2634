'use client';
import { useCallback, useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { whenIdle } from '@/lib/lazy';

type Submit = (event: FormEvent<HTMLFormElement>) => void;

/**
 * A form whose interactive half (server action, messages, prompts) loads after the page: once
 * the browser is idle, or on `load` (the form's focus), whichever comes first. The fields are
 * server markup, plain DOM, so nothing typed is lost meanwhile; `form` goes on the <form> and
 * `clear` empties its fields (a text the server stored). The half hands over its submit handler
 * through `onReady`; until then a submit does nothing. A failed load is retried on the next
 * `load`. `loader` must be stable (a module-level `loadOnce`).
 */
export function useInteractiveHalf<P>(loader: () => Promise<ComponentType<P>>) {
  const [Half, setHalf] = useState<ComponentType<P> | null>(null);
  const submit = useRef<Submit | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const clear = useCallback(() => form.current?.reset(), []);
  const load = useCallback(() => void loader().then((component) => setHalf(() => component), () => {}), [loader]);
  useEffect(() => whenIdle(load), [load]);
  const onReady = useCallback((handler: Submit) => {
    submit.current = handler;
  }, []);
  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    if (submit.current) return submit.current(event);
    event.preventDefault();
  }, []);
  return { Half, form, clear, load, onReady, onSubmit };
}
