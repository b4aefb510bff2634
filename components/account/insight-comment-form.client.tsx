'use client';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth/auth-provider.client';
import { FormMessage } from './form-message';
import { useActionForm, type ServerAction } from './use-action-form.client';
import styles from './insight-comment-form.module.css';

type Props = {
  action: ServerAction;
  className: string;
  /** Shown when the server cannot be reached. */
  failure: string;
  /** The id of the log-in prompt, a <dialog> the server rendered beside the form. */
  promptId: string;
  /** The fields, server markup. */
  children: ReactNode;
};

/**
 * The article's comment box. Cancel (a reset button) and Comment are in the HTML and shown by
 * CSS only while the text is non-empty, so they work from the first paint. Once hydrated,
 * Comment signed out opens the log-in prompt; signed in, it posts through the server, whose
 * answer carries the page with the comment. Before hydration, or with no script, the form posts to the
 * action itself and the page comes back with the server's answer (the spec's alert when signed out).
 */
export function InsightCommentForm({ action, className, failure, promptId, children }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const { user, ready } = useAuth();
  const { result, pending, round, onSubmit, formAction } = useActionForm(action, {
    failure,
    // The stored comment comes back with the page: the action revalidates the article.
    onResult: (outcome) => {
      if (!outcome.ok) return;
      form.current?.reset();
      forget(form.current);
    },
  });

  // What was typed before logging in comes back with the article: it is kept for this tab
  // (sessionStorage) as it is typed, and put back into an empty box when the page opens again.
  useEffect(() => {
    const box = commentOf(form.current);
    const kept = box ? stored(draftKey(form.current!)) : null;
    if (box && kept && !box.value) box.value = kept;
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (ready && user) return onSubmit(event);
    event.preventDefault();
    (document.getElementById(promptId) as HTMLDialogElement | null)?.showModal();
  };

  return (
    <form
      ref={form}
      className={`${className} ${styles.box}`}
      action={formAction}
      noValidate
      onSubmit={submit}
      onInput={() => keep(form.current)}
      onReset={() => forget(form.current)}
      aria-label="Add a comment"
    >
      {children}
      <FormMessage result={result} round={round} />
      <div className={styles.buttons}>
        <button type="reset" className="button button-outline">
          Cancel
        </button>
        <button type="submit" className="button" disabled={pending}>
          Comment
        </button>
      </div>
    </form>
  );
}

/** The comment box of the form, and where its draft is kept: one per article. */
const commentOf = (element: HTMLFormElement | null) => element?.elements.namedItem('comment') as HTMLTextAreaElement | null;
const draftKey = (element: HTMLFormElement) => `comment-draft:${(element.elements.namedItem('blogId') as HTMLInputElement | null)?.value ?? ''}`;

function keep(element: HTMLFormElement | null) {
  const box = commentOf(element);
  if (!element || !box) return;
  try {
    if (box.value.trim()) window.sessionStorage.setItem(draftKey(element), box.value);
    else window.sessionStorage.removeItem(draftKey(element));
  } catch {
    // Storage full or refused (a private window): the box keeps working, the draft is not kept.
  }
}

function forget(element: HTMLFormElement | null) {
  try {
    if (element) window.sessionStorage.removeItem(draftKey(element));
  } catch {
    // Nothing was kept.
  }
}

function stored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
