'use client';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useActionState, useState, type FormEvent, type ReactNode } from 'react';
import { signUpToLogin } from '@/lib/actions/account-actions';
import { useAuth } from '@/lib/auth/auth-provider';
import { fail, type ActionResult } from '@/lib/actions/result';
import { MESSAGES, signupProblem } from '@/lib/validation';
import { EmailField } from './email-field';
import { FormMessage } from './form-message';
import { PasswordField } from './password-field';
import styles from './form.module.css';

/**
 * Sign-up: e-mail, password and the password again; success goes to /login, as the spec says.
 * Before any script has run the form posts to the `signUpToLogin` action, which does the same.
 * `rules` is the password rules' paragraph (`PasswordRules`), rendered by the server.
 */
export function SignupForm({ next, rules }: { next: string; rules: ReactNode }) {
  const { signUp } = useAuth();
  const router = useRouter();
  const [posted, formAction] = useActionState(signUpToLogin, null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [round, setRound] = useState(0);
  const [pending, setPending] = useState(false);
  const nextQuery = next === '/' ? '' : `next=${encodeURIComponent(next)}`;

  function show(outcome: ActionResult) {
    setResult(outcome);
    setRound((n) => n + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    const problem = signupProblem(email, password, confirm);
    if (problem) return show(fail(problem));
    setPending(true);
    const outcome = await signUp(email, password, confirm).catch(() => fail(''));
    if (!outcome.ok) {
      setPending(false);
      return show(outcome.message ? outcome : fail(MESSAGES.signupFailed));
    }
    router.push(`/login?created=1${nextQuery ? `&${nextQuery}` : ''}`);
  }

  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <input type="hidden" name="next" value={next} />
      <EmailField id="signup-email" />
      <PasswordField id="signup-password" name="password" label="Password" autoComplete="new-password" describedBy="password-rules" />
      <PasswordField id="signup-confirm" name="confirm" label="Re-enter password" autoComplete="new-password" />
      {rules}
      <FormMessage result={posted && round === 0 ? posted : result} round={round} />
      <button type="submit" className={`button ${styles.wide}`} disabled={pending}>
        Signup Now
      </button>
      <p className={styles.hint}>
        Already have an account? <Link href={`/login${nextQuery ? `?${nextQuery}` : ''}`}>Log in</Link>
      </p>
    </form>
  );
}
