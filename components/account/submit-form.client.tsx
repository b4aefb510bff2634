'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import modal from '@/components/ui/modal.module.css';
import { useAuth } from '@/lib/auth/auth-provider.client';
import { FormMessage } from './form-message';
import { useActionForm, type ServerAction } from './use-action-form.client';
import formStyles from './form.module.css';

/** How long a fleeting message stays (spec: the subscribe invalid-address message, 2.5 s). */
const FLEETING_MS = 2500;

type Props = {
  action: ServerAction;
  className: string;
  label?: string;
  submitLabel?: string;
  /** Shown when the server cannot be reached; '' means logged only (the spec's query and comment failures). */
  failure?: string;
  /** A message that clears the fields and itself after FLEETING_MS (the subscribe invalid-address message). */
  fleeting?: string;
  /**
   * Submit stays disabled until a signed-in visitor is known (the spec's event comment box).
   * With no script nobody is known, so a plain Submit stands in and the server answers a
   * signed-out visitor with the spec's alert.
   */
  signedInOnly?: boolean;
  /** Beside Submit (the event box's log-in prompt). */
  prompt?: ReactNode;
  /** Render the form as the body of a modal <dialog> with this id and heading. */
  dialog?: { id: string; title: string };
  /** The fields, server markup. */
  children: ReactNode;
};

/**
 * A form whose Submit sends its fields through a server action: the subscribe dialog, the query
 * box, the events pages' comment box. It posts to the action from the first paint, with no
 * script too: Next answers with the page rendered around the result (a dialog comes back open
 * on it). Once hydrated the answer shows in place; a stored text (or a fleeting message) clears
 * the fields, and in a dialog each closing clears the message and the fields, so every opening
 * starts clean. The server checks the session and the input and answers with the spec's
 * messages.
 */
export function SubmitForm({ action, className, label, submitLabel = 'Submit', failure = '', fleeting, signedInOnly, prompt, dialog, children }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const { user, ready } = useAuth();
  const [clearedRound, setClearedRound] = useState(-1);
  const { result, posted, pending, round, onSubmit, formAction } = useActionForm(action, {
    failure,
    onResult: (outcome) => {
      if (outcome.ok || outcome.message === fleeting) form.current?.reset();
    },
  });

  useEffect(() => {
    const element = form.current?.closest('dialog');
    const clear = () => {
      setClearedRound(round);
      form.current?.reset();
    };
    element?.addEventListener('close', clear);
    return () => element?.removeEventListener('close', clear);
  }, [round]);

  useEffect(() => {
    if (!fleeting || result?.message !== fleeting) return;
    const timer = window.setTimeout(() => setClearedRound(round), FLEETING_MS);
    return () => window.clearTimeout(timer);
  }, [result, round, fleeting]);

  const body = (
    <form ref={form} className={className} action={formAction} noValidate onSubmit={onSubmit} aria-label={label}>
      {children}
      <FormMessage result={clearedRound === round ? null : result} round={round} />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={pending || (signedInOnly && !(ready && user))} data-needs-js={signedInOnly ? '' : undefined}>
          {submitLabel}
        </button>
        {signedInOnly && (
          <noscript>
            <button type="submit" className="button">
              {submitLabel}
            </button>
          </noscript>
        )}
        {prompt}
      </div>
    </form>
  );
  if (!dialog) return body;

  // Opened by invoker commands (SubscribeButton); `open` only on a page that answers a post made with no script.
  return (
    <dialog id={dialog.id} className={modal.dialog} aria-labelledby={`${dialog.id}-title`} closedby="any" open={posted !== null}>
      <div className={modal.body}>
        <div className={modal.header}>
          <h2 id={`${dialog.id}-title`} className={modal.title}>
            {dialog.title}
          </h2>
          <button type="button" className={modal.close} commandfor={dialog.id} command="close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {body}
      </div>
    </dialog>
  );
}
