'use client';
import { useRef, type FormEvent, type ReactNode } from 'react';
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
      if (outcome.ok) form.current?.reset();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (ready && user) return onSubmit(event);
    event.preventDefault();
    (document.getElementById(promptId) as HTMLDialogElement | null)?.showModal();
  };

  return (
    <form ref={form} className={`${className} ${styles.box}`} action={formAction} noValidate onSubmit={submit} aria-label="Add a comment">
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
