import { Suspense, type ReactNode } from 'react';
import { SubscribeDialog } from '@/components/account/subscribe-dialog';
import { CallToAction } from './call-to-action';
import { CtaSlot } from './cta-slot.client';
import { SiteFooter } from './footer';
import { SiteHeader } from './header';
import { ScrollToTop } from './scroll-to-top.client';

/** Everything around a page: header, the page as <main id="main">, the call-to-action block and the footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
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
    </>
  );
}
