import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { StatusMessage } from '@/components/layout/status-message';
import { MissingLink } from '@/components/layout/missing-link';
import { MISSING_HEADERS } from '@/lib/routing/link-targets';

// No canonical: a 404 is not a page of the site (Next adds robots noindex itself).
export const metadata: Metadata = { title: 'Page not found' };

/**
 * Every 404. A shared article, event or opening link that names nothing reaches it through
 * proxy.ts (a rewrite to a path with no route), which passes the link's words in request
 * headers: those show the documents it may have meant. Reading the headers renders this page
 * per request, on the server, so crawlers and visitors without script get the whole of it.
 */
export default async function NotFound() {
  const request = await headers();
  const section = request.get(MISSING_HEADERS.section);
  if (section) return <MissingLink section={section} words={request.get(MISSING_HEADERS.words)} />;
  return (
    <StatusMessage
      code="404"
      heading="Page not found"
      text="The page you are looking for has moved or no longer exists. Our latest thinking is one click away."
    />
  );
}
