import 'server-only';
import type { Role } from '../auth/roles';
import type { Accounts, RoleChange } from '../auth/types';
import type { Store } from '../data/store';
import { logActivity } from './activity';
import { endReviewLinksBy } from './review-links';

/**
 * Grants a staff role to the account with this address, or takes its role away (null), as the
 * studio's roles page and `npm run staff` both do: the account store holds the role (what every
 * check reads); `staff_roles/<account id>` keeps who holds one, for the roles page to list (Firebase
 * Authentication cannot list accounts by claim), and the activity log records the change. Those
 * two are a record, not the role: a store that cannot be reached loses only them, never the change.
 * A role goes only to an account that has confirmed its address ('unconfirmed' otherwise).
 */
export async function changeRole(accounts: Accounts, store: Store, email: string, role: Role | null, actor: { by: string; at: number }): Promise<RoleChange> {
  const outcome = await accounts.setRole(email, role);
  if (outcome !== 'done') return outcome;
  try {
    const uid = await accounts.uidOf(email);
    if (uid && role) await store.set('staff_roles', uid, { email, role, by: actor.by, date: new Date(actor.at).toISOString() });
    else if (uid) await store.remove('staff_roles', uid);
    // A role ends, and with it every review link its holder made (they are checked when opened too).
    if (uid && !role) await endReviewLinksBy(store, uid);
    await logActivity(store, role ? { action: 'grant', subject: `${email} (${role})` } : { action: 'revoke', subject: email }, actor);
  } catch (error) {
    console.warn(`[staff] the role changed, but the studio's record of it did not: ${error instanceof Error ? error.message : String(error)}`);
  }
  return 'done';
}
