import { rssResponse } from '@/lib/seo/feed';
import { newsFeed } from '@/lib/seo/feeds';

export const revalidate = 300;

export async function GET() {
  return rssResponse(await newsFeed());
}
