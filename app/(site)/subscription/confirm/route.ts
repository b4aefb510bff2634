import { getStore } from '@/lib/data';
import { confirm, mayUseLink } from '@/lib/subscriptions/subscriptions';

export const dynamic = 'force-dynamic';

/**
 * GET /subscription/confirm?token=: the link of a confirmation mail (double opt-in,
 * lib/subscriptions). It confirms the subscription, then leads to the subscriber's preferences
 * page, which says so; a used, expired or wrong link leads to a page that says that.
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token');
  if (!(await mayUseLink(request.headers))) return see('/subscription?link=limited');
  try {
    const result = await confirm(await getStore(), token, Date.now());
    return see('preferences' in result ? `${result.preferences}&confirmed=1` : `/subscription?link=${result.outcome}`);
  } catch (error) {
    console.error(`[subscriptions] confirmation failed: ${(error as Error).message}`);
    return see('/subscription?link=failed');
  }
}

const see = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'private, no-store' } });
