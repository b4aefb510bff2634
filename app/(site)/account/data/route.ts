import { redirect } from 'next/navigation';
import { exportOwnData } from '@/lib/account/own-data';
import { getAccounts } from '@/lib/auth/accounts';
import { getSessionUser } from '@/lib/auth/session';
import { getStore } from '@/lib/data';

export const dynamic = 'force-dynamic';

/** "Download my data": everything the site holds about the signed-in person, as one JSON file. */
export async function GET() {
  const user = await getSessionUser();
  if (!user) redirect('/login?next=%2Faccount');
  const [store, accounts] = await Promise.all([getStore(), getAccounts()]);
  const [role, confirmed] = await Promise.all([accounts.roleOf(user.uid), accounts.isConfirmed(user.uid)]);
  const data = await exportOwnData(store, user, { role, confirmed }, Date.now());
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="my-account-data.json"',
      'Cache-Control': 'private, no-store',
    },
  });
}
