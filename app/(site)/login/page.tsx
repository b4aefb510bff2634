import { redirect } from 'next/navigation';
import { AccountCard } from '@/components/account/account-card';
import { LoginAlternatives } from '@/components/account/login-alternatives';
import { LoginForm } from '@/components/account/login-form.client';
import { getSessionUser } from '@/lib/auth/session';
import { pageMetadata } from '@/lib/seo/metadata';
import { ACCOUNT_MESSAGES } from '@/lib/account/own-data';
import { RESET_MESSAGES } from '@/lib/auth/password-reset';
import { CONFIRM_MESSAGES } from '@/lib/auth/address-confirmation';
import { MESSAGES, safeNextPath } from '@/lib/validation';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: 'Log in',
  description: 'Log in to comment on events and insights and to send us your questions.',
  path: '/login',
  noindex: true,
});

type Flag = string | string[] | undefined;
type Props = { searchParams: Promise<{ next?: Flag; created?: Flag; reset?: Flag; deleted?: Flag; confirmed?: Flag; confirm?: Flag }> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const next = safeNextPath(Array.isArray(params.next) ? params.next[0] : params.next);
  // A visitor who is already signed in has nothing to do here (spec: redirected to /).
  if (await getSessionUser()) redirect(next);
  // What brought the visitor here: a new account (sign-up), a new password (reset), a deletion, or a confirmation link.
  const notice =
    params.created === '1'
      ? MESSAGES.accountCreated
      : params.reset === '1'
        ? RESET_MESSAGES.passwordChanged
        : params.deleted === '1'
          ? ACCOUNT_MESSAGES.deleted
          : params.confirmed === '1'
            ? CONFIRM_MESSAGES.confirmed
            : params.confirm === 'dead'
              ? CONFIRM_MESSAGES.linkDead
              : null;
  return (
    <AccountCard title="Login" intro="Welcome back. Log in with your e-mail address and password.">
      <LoginForm next={next} notice={notice} alternatives={<LoginAlternatives next={next} />} />
    </AccountCard>
  );
}
