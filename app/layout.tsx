import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';
import { SITE } from '@/content/site';
import { SiteDocument } from '@/components/layout/site-document';
import { SITE_NAME } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: 'Research and management consulting for the chemical industry.',
  applicationName: SITE_NAME,
  icons: { icon: SITE.logo.mark.src },
};

export const viewport: Viewport = {
  themeColor: '#0f4061',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
