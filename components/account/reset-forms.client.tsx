'use client';
import { Link } from '@/components/ui/link.client';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { confirmResetCode, requestReset, resendResetCode, saveNewPassword } from '@/lib/actions/reset-actions';
import { MESSAGES } from '@/lib/validation';
import { EmailField } from './email-field';
import { FormMessage } from './form-message';
import { PasswordField } from './password-field.client';
import { useActionForm } from './use-action-form.client';
import styles from './form.module.css';

/*
 * The password reset's screens (lib/auth/password-reset.ts). Each form posts to its server
 * action from the first paint, with no script too; a step that succeeds moves the browser on
 * to the next screen. Scripts add the live countdown before a code may be resent.
 */

const FAILURE = MESSAGES.subscribeFailed;

export function ForgotPasswordForm() {
  const { result, pending, round, onSubmit, formAction } = useActionForm(requestReset, { failure: FAILURE });
  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <EmailField id="forgot-email" autoComplete="username" />
      <FormMessage result={result} round={round} />
      <button type="submit" className={`button ${styles.wide}`} disabled={pending}>
        Send OTP
      </button>
      <p className={styles.hint}>
        Remembered it? <Link href="/login">Back to log in</Link>
      </p>
    </form>
  );
}

const subscribeNothing = () => () => {};

/** "m:ss", as the spec's 'Resend OTP in 0:59'. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * OTP: the code, the time until another code may be sent, and Confirm OTP. `wait` is the
 * server's count of seconds at render; scripts count it down and enable Resend OTP at zero.
 * Without scripts the button is always there and the server refuses a resend within the minute.
 */
export function OtpForm({ wait, resendSeconds }: { wait: number; resendSeconds: number }) {
  const [left, setLeft] = useState(wait);
  // One message region for both forms: the answer that came last.
  const [last, setLast] = useState<'confirm' | 'resend'>('confirm');
  const confirm = useActionForm(confirmResetCode, { failure: FAILURE, onResult: () => setLast('confirm') });
  const resend = useActionForm(resendResetCode, {
    failure: FAILURE,
    onResult: (outcome) => {
      setLast('resend');
      if (outcome.ok) setLeft(resendSeconds);
    },
  });
  const result = last === 'resend' ? resend.result : (confirm.result ?? resend.result);
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  return (
    <>
      <form className={styles.form} action={confirm.formAction} noValidate onSubmit={confirm.onSubmit} aria-busy={confirm.pending}>
        <div className={styles.field}>
          <label htmlFor="otp-code" className={styles.label}>
            OTP
          </label>
          <input
            id="otp-code"
            name="otp"
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            required
          />
        </div>
        <div className={styles.actions}>
          {left > 0 && (
            <p className={styles.hint} role="timer" aria-live="off">
              Resend OTP in {clock(left)}
            </p>
          )}
          {/* Submits the resend form below: a form cannot hold another. */}
          <button type="submit" form="otp-resend" className="button button-outline" disabled={resend.pending || (hydrated && left > 0)}>
            Resend OTP
          </button>
        </div>
        <FormMessage result={result} round={confirm.round + resend.round} />
        <button type="submit" className={`button ${styles.wide}`} disabled={confirm.pending}>
          Confirm OTP
        </button>
      </form>
      <form id="otp-resend" action={resend.formAction} noValidate onSubmit={resend.onSubmit} aria-label="Resend OTP" />
    </>
  );
}

/** Reset Password: New Password and Re-Enter, by the sign-up rules, then SAVE. */
export function ResetPasswordForm({ rules }: { rules: ReactNode }) {
  const { result, pending, round, onSubmit, formAction } = useActionForm(saveNewPassword, { failure: FAILURE });
  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <PasswordField id="reset-password" name="password" label="New Password" autoComplete="new-password" describedBy="password-rules" />
      <PasswordField id="reset-confirm" name="confirm" label="Re-Enter" autoComplete="new-password" />
      {rules}
      <FormMessage result={result} round={round} />
      <button type="submit" className={`button ${styles.wide}`} disabled={pending}>
        SAVE
      </button>
    </form>
  );
}
