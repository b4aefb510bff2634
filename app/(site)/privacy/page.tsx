import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { PRIVACY_PATH } from '@/content/navigation';
import { PRIVACY } from '@/content/privacy';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: PRIVACY.title,
  description: 'What this site keeps about you, why, for how long, who receives it, and how to see or erase it.',
  path: PRIVACY_PATH,
});

export default function PrivacyPage() {
  return <PrivacyNotice />;
}
