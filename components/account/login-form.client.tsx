'use client';
import { Link } from '@/components/ui/link.client';
import { useRouter } from 'next/navigation';
import { useActionState, useState, type FormEvent, type ReactNode } from 'react';
import { logIn } from '@/lib/actions/account-actions';
import { useAuth } from '@/lib/auth/auth-provider.client';
import { fail, ok, type ActionResult } from '@/lib/actions/result';
import { loginProblem, MESSAGES } from '@/lib/validation';
import { EmailField } from './email-field';
import { FormMessage } from './form-message';
import { PasswordField } from './password-field.client';
import styles from './form.module.css';

/**
 * Log-in: the spec's checks in the browser first, then the server (or Firebase) decides.
 * Before any script has run the form posts to the `logIn` action, which signs in on the server
 * and redirects, or answers with the page around its message.
 * `alternatives` (Signup Now and the Google button, `LoginAlternatives`) are server markup.
 */
export function LoginForm({ next, notice, alternatives }: { next: string; notice: string | null; alternatives: ReactNode }) {
  const { signIn } = useAuth();
  const router = useRouter();
  const [posted, formAction] = useActionState(logIn, null);
  const [result, setResult] = useState<ActionResult | null>(notice ? ok(notice) : null);
  const [round, setRound] = useState(0);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  function show(outcome: ActionResult) {
    setResult(outcome);
    setRound((n) => n + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || done) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    const problem = loginProblem(email, password);
    if (problem) return show(fail(problem));
    setPending(true);
    // signIn rejects only when its code cannot load (offline): the spec's failure message then.
    const outcome = await signIn(email, password).catch(() => fail(MESSAGES.loginFailed));
    setPending(false);
    if (!outcome.ok) return show(outcome);
    // The spec disables the button after a successful log-in; then the visitor moves on.
    setDone(true);
    setResult(null);
    router.replace(next);
  }

  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit} aria-busy={pending}>
      <input type="hidden" name="next" value={next} />
      <EmailField id="login-email" autoComplete="username" />
      <PasswordField id="login-password" name="password" label="Password" autoComplete="current-password" initiallyVisible />
      <p className={styles.hint}>
        <Link href="/forgot-password">Forgot password?</Link>
      </p>
      <FormMessage result={posted && round === 0 ? posted : result} round={round} />
      <button type="submit" className={`button ${styles.wide}`} disabled={pending || done}>
        Login Now
      </button>
      {alternatives}
    </form>
  );
}
