import { notFound } from 'next/navigation';
import { partEntries, sitemapParts } from '@/lib/seo/sitemap-entries';
import { urlsetXml, xmlResponse } from '@/lib/seo/sitemap-xml';

export const revalidate = 1800;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

/** One part of the sitemap index, `/sitemap/<n>.xml`. */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const match = /^(0|[1-9]\d{0,4})\.xml$/.exec((await params).part);
  const part = match && (await sitemapParts())[Number(match[1])];
  if (!part) notFound();
  return xmlResponse(urlsetXml(await partEntries(part)));
}
