'use client';
import { useRef, type ReactNode } from 'react';
import { changeDisplayName, changePassword, deleteAccount, resendConfirmation } from '@/lib/actions/account-actions';
import { MESSAGES } from '@/lib/validation';
import { FormMessage } from './form-message';
import { PasswordField } from './password-field.client';
import { useActionForm } from './use-action-form.client';
import styles from './form.module.css';

/*
 * The account page's forms. Each posts to its server action from the first paint, with no
 * script too; the server checks the session and the current password on every post.
 */

const FAILURE = MESSAGES.subscribeFailed;

/** The current password, then a new one by the sign-up rules; cleared once changed. */
export function ChangePasswordForm({ rules }: { rules: ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  const { result, pending, round, onSubmit, formAction } = useActionForm(changePassword, {
    failure: FAILURE,
    onResult: (outcome) => {
      if (outcome.ok) form.current?.reset();
    },
  });
  return (
    <form ref={form} className={styles.form} action={formAction} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <PasswordField id="account-current" name="current" label="Current password" autoComplete="current-password" />
      <PasswordField id="account-password" name="password" label="New password" autoComplete="new-password" describedBy="password-rules" />
      <PasswordField id="account-confirm" name="confirm" label="Re-enter new password" autoComplete="new-password" />
      {rules}
      <FormMessage result={result} round={round} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          Change password
        </button>
      </div>
    </form>
  );
}

/** Deletion, confirmed with the password; a success sends the browser to /login. */
export function DeleteAccountForm() {
  const { result, pending, round, onSubmit, formAction } = useActionForm(deleteAccount, { failure: FAILURE });
  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <PasswordField id="delete-current" name="current" label="Your password, to confirm" autoComplete="current-password" />
      <FormMessage result={result} round={round} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          Delete my account
        </button>
      </div>
    </form>
  );
}

/** Mails the account a new link that confirms its address. */
export function ResendConfirmationForm() {
  const { result, pending, round, onSubmit, formAction } = useActionForm(resendConfirmation, { failure: FAILURE });
  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <FormMessage result={result} round={round} />
      <div className={styles.actions}>
        <button type="submit" className="button button-outline" disabled={pending}>
          Send the link again
        </button>
      </div>
    </form>
  );
}

/** The name comments show: kept as typed after a refusal, as saved after a success. */
export function DisplayNameForm({ current }: { current: string | null }) {
  const { result, pending, round, onSubmit, formAction } = useActionForm(changeDisplayName, { failure: FAILURE });
  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <div className={styles.field}>
        <label htmlFor="account-display-name" className={styles.label}>
          Display name
        </label>
        <input id="account-display-name" name="displayName" type="text" autoComplete="nickname" maxLength={120} defaultValue={current ?? ''} className={styles.input} />
      </div>
      <FormMessage result={result} round={round} />
      <div className={styles.actions}>
        <button type="submit" className="button button-outline" disabled={pending}>
          Save name
        </button>
      </div>
    </form>
  );
}
