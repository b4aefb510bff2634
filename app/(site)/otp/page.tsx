import { cookies } from 'next/headers';
import { AccountCard } from '@/components/account/account-card';
import { ResetNotice } from '@/components/account/reset-notice';
import { OtpForm } from '@/components/account/reset-forms.client';
import { RESEND_SECONDS, RESET_COOKIE, RESET_MESSAGES, resetOnScreen } from '@/lib/auth/password-reset';
import { getStore } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';

// Reads this browser's reset (its cookie) on every request.
export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: 'Enter OTP',
  description: 'Confirm your one-time password.',
  path: '/otp',
  noindex: true,
});

export default async function OtpPage() {
  const { flow, wait } = await resetOnScreen(await getStore(), (await cookies()).get(RESET_COOKIE)?.value);
  return (
    <AccountCard title="Enter OTP" intro="Enter the one-time password we mailed you.">
      {!flow && <ResetNotice message={RESET_MESSAGES.noReset} link={{ href: '/forgot-password', label: 'Forgot Password' }} />}
      {flow?.confirmedAt && <ResetNotice message={RESET_MESSAGES.codeConfirmed} link={{ href: '/reset-password', label: 'Reset Password' }} />}
      {flow && !flow.confirmedAt && <ResetNotice message={RESET_MESSAGES.codeSent} />}
      <OtpForm wait={wait} resendSeconds={RESEND_SECONDS} />
    </AccountCard>
  );
}
