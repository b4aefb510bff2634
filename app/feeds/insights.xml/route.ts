import { rssResponse } from '@/lib/seo/feed';
import { insightsFeed } from '@/lib/seo/feeds';

export const revalidate = 300;

export async function GET() {
  return rssResponse(await insightsFeed());
}
