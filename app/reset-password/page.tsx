import { AccountCard } from '@/components/account/account-card';
import { ResetPasswordForm } from '@/components/account/static-account-forms';
import { pageMetadata } from '@/lib/seo/metadata';

// Account screens are dynamic (per-request security headers); this one is static in the spec.
export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: 'Reset password',
  description: 'Choose a new password for your account.',
  path: '/reset-password',
  noindex: true,
});

export default function ResetPasswordPage() {
  return (
    <AccountCard title="Reset Password" intro="Choose a new password for your account.">
      <ResetPasswordForm />
    </AccountCard>
  );
}
