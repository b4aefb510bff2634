import { AccountCard } from '@/components/account/account-card';
import { OtpForm } from '@/components/account/static-account-forms';
import { pageMetadata } from '@/lib/seo/metadata';

// Account screens are dynamic (per-request security headers); this one is static in the spec.
export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: 'Enter OTP',
  description: 'Confirm your one-time password.',
  path: '/otp',
  noindex: true,
});

export default function OtpPage() {
  return (
    <AccountCard title="Enter OTP" intro="Enter your one-time password.">
      <OtpForm />
    </AccountCard>
  );
}
