import { cookies } from 'next/headers';
import { AccountCard } from '@/components/account/account-card';
import { PasswordRules } from '@/components/account/password-rules';
import { ResetNotice } from '@/components/account/reset-notice';
import { ResetPasswordForm } from '@/components/account/reset-forms.client';
import { RESET_COOKIE, RESET_MESSAGES, resetOnScreen } from '@/lib/auth/password-reset';
import { getStore } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';

// Reads this browser's reset (its cookie) on every request.
export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: 'Reset password',
  description: 'Choose a new password for your account.',
  path: '/reset-password',
  noindex: true,
});

export default async function ResetPasswordPage() {
  const { flow } = await resetOnScreen(await getStore(), (await cookies()).get(RESET_COOKIE)?.value);
  return (
    <AccountCard title="Reset Password" intro="Choose a new password for your account.">
      {!flow && <ResetNotice message={RESET_MESSAGES.noReset} link={{ href: '/forgot-password', label: 'Forgot Password' }} />}
      {flow && !flow.confirmedAt && <ResetNotice message={RESET_MESSAGES.confirmFirst} link={{ href: '/otp', label: 'Enter OTP' }} />}
      <ResetPasswordForm rules={<PasswordRules />} />
    </AccountCard>
  );
}
