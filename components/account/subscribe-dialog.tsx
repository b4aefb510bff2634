'use client';
import { useEffect, useRef, useState } from 'react';
import modal from '@/components/ui/modal.module.css';
import { subscribe } from '@/lib/actions/visitor-actions';
import { MESSAGES } from '@/lib/validation';
import { FormMessage } from './form-message';
import { SUBSCRIBE_DIALOG_ID } from './subscribe-button';
import { useActionForm } from './use-action-form';
import styles from './form.module.css';

/** How long the invalid-address message stays (spec: 2.5 s; the other messages stay). */
export const INVALID_MESSAGE_MS = 2500;

/**
 * The subscribe modal and its form, in every page's HTML once (the site shell). Subscribe
 * buttons (SubscribeButton) open it with invoker commands and its close button shuts it the same
 * way, so it works from the first paint, before any script; `closedby="any"` closes it on a click
 * on the backdrop too. The browser keeps focus inside, makes the page behind inert, closes on
 * Escape and returns focus to the opener.
 *
 * The server decides every message; duplicates are caught by one atomic create. With no script
 * the form posts to the action itself and the page comes back with the dialog open on the
 * answer. Each closing clears the message and the field, so every opening starts clean.
 */
export function SubscribeDialog() {
  const [email, setEmail] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const [clearedRound, setClearedRound] = useState(-1);
  const { result, posted, pending, round, onSubmit, formAction } = useActionForm(subscribe, {
    failure: MESSAGES.subscribeFailed,
    onResult: (outcome) => {
      if (outcome.ok || outcome.message === MESSAGES.subscribeInvalid) setEmail('');
    },
  });

  useEffect(() => {
    const element = dialog.current;
    const clear = () => {
      setClearedRound(round);
      setEmail('');
    };
    element?.addEventListener('close', clear);
    return () => element?.removeEventListener('close', clear);
  }, [round]);

  useEffect(() => {
    if (result?.message !== MESSAGES.subscribeInvalid) return;
    const timer = window.setTimeout(() => setClearedRound(round), INVALID_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [result, round]);

  return (
    // `open` only when the page is the answer to a post made with no script.
    <dialog ref={dialog} id={SUBSCRIBE_DIALOG_ID} className={modal.dialog} aria-labelledby="subscribe-title" closedby="any" open={posted !== null}>
      <div className={modal.body}>
        <div className={modal.header}>
          <h2 id="subscribe-title" className={modal.title}>
            Subscribe to our updates
          </h2>
          <button type="button" className={modal.close} commandfor={SUBSCRIBE_DIALOG_ID} command="close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit} aria-label="Subscribe">
          <p className={styles.hint}>Insights, industry news and events from our analysts, straight to your inbox.</p>
          <div className={styles.field}>
            <label htmlFor="subscribe-email" className={styles.label}>
              Email address
            </label>
            {/* autoFocus: the dialog, opened with no script, focuses the field the visitor came to fill. */}
            <input
              id="subscribe-email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              className={styles.input}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoFocus
            />
          </div>
          <FormMessage result={clearedRound === round ? null : result} round={round} />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={pending}>
              Subscribe
            </button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
