import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { MissingLink } from '@/components/layout/missing-link';
import { SiteDocument } from '@/components/layout/site-document';
import { SiteShell } from '@/components/layout/site-shell';
import { SITE_NAME } from '@/lib/seo/metadata';
import { MISSING_HEADERS } from '@/lib/routing/missing-link';
import NotFound from './(site)/not-found';

export const metadata: Metadata = { title: `Page not found | ${SITE_NAME}`, robots: { index: false } };

/**
 * The 404 of every URL no route serves, rendered per request on the server (it reads the
 * request's headers), in the site's document. A shared article, event or opening link that
 * names nothing arrives here through proxy.ts and a rewrite, with its words in request headers: the page then
 * offers the documents it may have meant. The `notFound()` of a page renders `app/(site)/not-found.tsx`
 * instead, which stays static: reading headers there would make every route dynamic.
 */
export default async function GlobalNotFound() {
  const request = await headers();
  const section = request.get(MISSING_HEADERS.section);
  return (
    <SiteDocument>
      <SiteShell>{section ? <MissingLink section={section} words={request.get(MISSING_HEADERS.words)} /> : <NotFound />}</SiteShell>
    </SiteDocument>
  );
}
