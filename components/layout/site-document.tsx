import localFont from 'next/font/local';
import type { ReactNode } from 'react';
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
 * The whole document around a page: `<html>` and the font. The root layout renders every page in
 * it, inside the public site's shell (app/(site)/layout.tsx, with the browser's providers) or the
 * studio's (app/studio/layout.tsx). The root holds no client component, and the two frames share
 * none, so a public page loads its frame's client code as one chunk, as before the studio had one. `app/global-not-found.tsx`, which Next renders
 * without the layout, renders the 404 of unmatched URLs in it too.
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={inter.variable}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
      </body>
    </html>
  );
}
