import { AccountCard } from '@/components/account/account-card';
import { ForgotPasswordForm } from '@/components/account/reset-forms.client';
import { pageMetadata } from '@/lib/seo/metadata';

// Account screens are dynamic: per-request security headers, and the form's answer.
export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: 'Forgot password',
  description: 'Reset the password of your account.',
  path: '/forgot-password',
  noindex: true,
});

export default function ForgotPasswordPage() {
  return (
    <AccountCard title="Forgot Password" intro="Enter the e-mail address of your account, and we will mail you a code to reset its password.">
      <ForgotPasswordForm />
    </AccountCard>
  );
}
