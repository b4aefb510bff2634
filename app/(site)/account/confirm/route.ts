import { getAccounts } from '@/lib/auth/accounts';
import { getSessionUser } from '@/lib/auth/session';
import { mayUseLink } from '@/lib/subscriptions/subscriptions';

export const dynamic = 'force-dynamic';

/**
 * GET /account/confirm?code=: the link of the mail that proves an account's address
 * (lib/auth/address-confirmation.ts). It confirms the address, then leads to the account page
 * (or to log-in, which leads there) with what happened.
 */
export async function GET(request: Request) {
  const code = new URL(request.url).searchParams.get('code') ?? '';
  let outcome: 'confirmed' | 'dead' = 'dead';
  if (await mayUseLink(request.headers)) {
    try {
      if (await (await getAccounts()).confirmAddress(code)) outcome = 'confirmed';
    } catch (error) {
      console.error(`[accounts] address confirmation failed: ${(error as Error).message}`);
    }
  }
  const signedIn = (await getSessionUser()) !== null;
  const notice = outcome === 'confirmed' ? 'confirmed=1' : 'confirm=dead';
  return see(signedIn ? `/account?${notice}` : `/login?${notice}&next=%2Faccount`);
}

const see = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'private, no-store' } });
