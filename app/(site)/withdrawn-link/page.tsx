import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { MissingLink } from '@/components/layout/missing-link';
import { MISSING_HEADERS } from '@/lib/routing/missing-link';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Withdrawn', robots: { index: false } };

/**
 * A shared link to an insight staff withdrew (lib/studio/items.ts): the proxy answers it 410 Gone
 * and rewrites it here, with the link's words, so the reader gets the section's way on. Reached
 * any other way, there is nothing here.
 */
export default async function WithdrawnLink() {
  const request = await headers();
  if (request.get(MISSING_HEADERS.gone) !== '1') notFound();
  return <MissingLink section={request.get(MISSING_HEADERS.section)} words={request.get(MISSING_HEADERS.words)} gone />;
}
