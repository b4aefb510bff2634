import { Suspense, type ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { siteGraph } from '@/lib/seo/structured-data';
import { SubscribeDialog } from '@/components/account/subscribe-dialog';
import { CallToAction } from './call-to-action';
import { CtaSlot } from './cta-slot.client';
import { Providers } from './providers';
import { SiteFooter } from './footer';
import { SiteHeader } from './header';
import { ScrollToTop } from './scroll-to-top.client';

/** Everything around a public page: header, the page as <main id="main">, the call-to-action block, the footer and the site's structured data. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <SiteHeader />
      {/* useSearchParams needs a Suspense boundary, or every page would render on the client. */}
      <Suspense fallback={null}>
        <ScrollToTop />
      </Suspense>
      <main id="main">{children}</main>
      <CtaSlot>
        <CallToAction />
      </CtaSlot>
      <SiteFooter />
      <SubscribeDialog />
      <JsonLd data={siteGraph()} />
    </Providers>
  );
}
