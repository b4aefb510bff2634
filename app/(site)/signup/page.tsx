import { AccountCard } from '@/components/account/account-card';
import { PasswordRules } from '@/components/account/password-rules';
import { SignupForm } from '@/components/account/signup-form.client';
import { pageMetadata } from '@/lib/seo/metadata';
import { MESSAGES, safeNextPath } from '@/lib/validation';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: 'Sign up',
  description: 'Create an account to comment on events and insights and to send us your questions.',
  path: '/signup',
  noindex: true,
});

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function SignupPage({ searchParams }: Props) {
  const { next } = await searchParams;
  return (
    <AccountCard title="Sign Up" intro="Create your account with an e-mail address and a password.">
      <SignupForm next={safeNextPath(Array.isArray(next) ? next[0] : next)} rules={<PasswordRules />} failure={MESSAGES.signupFailed} />
    </AccountCard>
  );
}
