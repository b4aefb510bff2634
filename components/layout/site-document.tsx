import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { publicConfig } from '@/lib/env';
import { JsonLd } from '@/components/seo/json-ld';
import { siteGraph } from '@/lib/seo/structured-data';
import { PublicConfigProvider } from '@/lib/public-config.client';
import { AuthProvider } from '@/lib/auth/auth-provider.client';
import { SiteShell } from './site-shell';
import '../../app/globals.css';

// Self-hosted: no font request leaves the site (the Google Fonts loader downloads at build
// time, which fails offline). Inter from its npm package, cut by scripts/subset-font.mjs to the
// characters, weights and features the site uses: 23 kB instead of 48 kB on every first visit.
const inter = localFont({
  src: '../../app/fonts/inter-subset.woff2',
  display: 'swap',
  weight: '400 800',
  variable: '--font-sans',
});

/**
 * The whole document around a page: `<html>`, the providers and the site shell. The root layout
 * renders every page in it; `app/global-not-found.tsx`, which Next renders without the layout,
 * renders the 404 of unmatched URLs in it too.
 */
export function SiteDocument({ children }: { children: ReactNode }) {
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
