import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { env, publicConfig } from '@/lib/env';
import { SITE } from '@/content/site';
import { JsonLd } from '@/components/seo/json-ld';
import { SITE_NAME } from '@/lib/seo/metadata';
import { siteGraph } from '@/lib/seo/structured-data';
import { PublicConfigProvider } from '@/lib/public-config';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { SiteShell } from '@/components/layout/site-shell';
import './globals.css';

// Self-hosted: no font request leaves the site (the Google Fonts loader downloads at build
// time, which fails offline). Inter from its npm package, cut by scripts/subset-font.mjs to the
// characters, weights and features the site uses: 23 kB instead of 48 kB on every first visit.
const inter = localFont({
  src: './fonts/inter-subset.woff2',
  display: 'swap',
  weight: '400 800',
  variable: '--font-sans',
});

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
  return (
    <html lang="en-GB" className={inter.variable}>
      <body>
        <PublicConfigProvider value={publicConfig()}>
          <AuthProvider>
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            <SiteShell>{children}</SiteShell>
            <JsonLd data={siteGraph()} />
          </AuthProvider>
        </PublicConfigProvider>
      </body>
    </html>
  );
}
