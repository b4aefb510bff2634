import { Suspense, type ReactNode } from 'react';
import { CallToAction } from './call-to-action';
import { CtaSlot } from './cta-slot.client';
import { SiteFooter } from './footer';
import { SiteHeader } from './header';
import { NoScriptStyles } from './no-script';
import { ScrollToTop } from './scroll-to-top';

/**
 * Everything around a page: header, the page as <main id="main">, the call-to-action block and
 * the footer. Header, call to action and footer are Suspense boundaries of their own: the
 * server still sends them whole (nothing in them suspends), but the browser hydrates the
 * boundaries one by one and can yield between them, so a slow phone meets several short
 * hydration tasks instead of one long one. The page itself gets no boundary here: a page that
 * waits for data would then stream its content in behind a script, invisible without one.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <NoScriptStyles />
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      {/* useSearchParams needs a Suspense boundary, or every page would render on the client. */}
      <Suspense fallback={null}>
        <ScrollToTop />
      </Suspense>
      <main id="main">{children}</main>
      <Suspense fallback={null}>
        <CtaSlot>
          <CallToAction />
        </CtaSlot>
      </Suspense>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </>
  );
}
