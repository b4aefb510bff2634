'use client';
import { useEffect, useRef, useState } from 'react';
import { subscribe } from '@/lib/actions/visitor-actions';
import { MESSAGES } from '@/lib/validation';
import { FormMessage } from './form-message';
import { useActionForm } from './use-action-form';
import styles from './form.module.css';

/** How long the invalid-address message stays (spec: 2.5 s; the other messages stay). */
export const INVALID_MESSAGE_MS = 2500;

/** The subscribe modal's form. The server decides every message; duplicates are caught by one atomic create. */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [expiredRound, setExpiredRound] = useState(-1);
  const { result, pending, round, onSubmit } = useActionForm(subscribe, {
    failure: MESSAGES.subscribeFailed,
    onResult: (outcome) => {
      if (outcome.ok || outcome.message === MESSAGES.subscribeInvalid) setEmail('');
    },
  });

  // The visitor opened the dialog to type an address. The dialog opens (showModal) after this
  // form mounts and focuses its first control, so focus moves to the field on the next frame.
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => input.current?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (result?.message !== MESSAGES.subscribeInvalid) return;
    const timer = window.setTimeout(() => setExpiredRound(round), INVALID_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [result, round]);

  return (
    <form className={styles.form} method="post" noValidate onSubmit={onSubmit} aria-label="Subscribe">
      <p className={styles.hint}>Insights, industry news and events from our analysts, straight to your inbox.</p>
      <div className={styles.field}>
        <label htmlFor="subscribe-email" className={styles.label}>
          Email address
        </label>
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
          ref={input}
        />
      </div>
      <FormMessage result={expiredRound === round ? null : result} round={round} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          Subscribe
        </button>
      </div>
    </form>
  );
}
