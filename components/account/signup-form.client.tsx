'use client';
import { PRIVACY_PATH } from '@/content/navigation';
import { Link } from '@/components/ui/link.client';
import type { ReactNode } from 'react';
import { signUpToLogin } from '@/lib/actions/account-actions';
import { EmailField } from './email-field';
import { FormMessage } from './form-message';
import { PasswordField } from './password-field.client';
import { useActionForm } from './use-action-form.client';
import styles from './form.module.css';

type Props = {
  next: string;
  /** The password rules' paragraph (`PasswordRules`), server markup. */
  rules: ReactNode;
  /** Shown when the server cannot be reached (the spec's sign-up failure). */
  failure: string;
};

/**
 * Sign-up: e-mail, password and the password again. The `signUpToLogin` action checks them in
 * the spec's order with its messages, creates the account and sends the visitor to /login, as
 * the spec says: posted by the browser before any script has run, in place once hydrated (the
 * fields are kept after a refusal).
 */
export function SignupForm({ next, rules, failure }: Props) {
  const { result, pending, round, onSubmit, formAction } = useActionForm(signUpToLogin, { failure });
  const nextQuery = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;

  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <input type="hidden" name="next" value={next} />
      <EmailField id="signup-email" />
      <PasswordField id="signup-password" name="password" label="Password" autoComplete="new-password" describedBy="password-rules" />
      <PasswordField id="signup-confirm" name="confirm" label="Re-enter password" autoComplete="new-password" />
      {rules}
      <FormMessage result={result} round={round} />
      <button type="submit" className={`button ${styles.wide}`} disabled={pending}>
        Signup Now
      </button>
      <p className={styles.hint}>
        We keep your address and a hash of your password to run your account, and mail you a link to confirm the address: see our{' '}
        <Link href={PRIVACY_PATH}>privacy notice</Link>.
      </p>
      <p className={styles.hint}>
        Already have an account? <Link href={`/login${nextQuery}`}>Log in</Link>
      </p>
    </form>
  );
}
