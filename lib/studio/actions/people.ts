import 'server-only';
import { z } from 'zod';
import { eraseAddress } from '../../account/own-data';
import { field } from '../../actions/definitions';
import { fail, ok, type ActionResult } from '../../actions/result';
import { staffAction } from './staff-action';
import { isRole, type Role } from '../../auth/roles';
import { plainAddress } from '../../email-address';
import { maskedEmail } from '../../subscriptions/subscriptions';
import { staffName } from '../access';
import { logActivity } from '../activity';
import { ROLE_UNCONFIRMED, STUDIO_MESSAGES } from '../input';
import { changeRole } from '../staff';

/** An address typed into a studio form, as one plain address; `message` when it is not one. */
const address = (message: string) =>
  field().transform((raw, ctx) => {
    const email = plainAddress(raw.trim());
    if (email) return email;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

type StaffCtx = Parameters<Parameters<typeof staffAction>[1]['run']>[1];

/** Gives `email` a role, or takes theirs away (null); the refusal to show, or what changed. */
async function changeRoleOf(email: string, given: Role | null, ctx: StaffCtx): Promise<ActionResult> {
  if (email === plainAddress(ctx.user.email) && given !== 'admin') return fail(STUDIO_MESSAGES.roleOwnAdmin);
  const outcome = await changeRole(await ctx.accounts(), await ctx.store(), email, given, { by: staffName(ctx), at: ctx.now() });
  if (outcome === 'unknown') return fail(STUDIO_MESSAGES.roleNoAccount);
  if (outcome === 'unconfirmed') return fail(ROLE_UNCONFIRMED(email));
  // The answer carries the page again, its list of who holds a role included.
  ctx.revalidatePath('/studio/roles');
  return ok(given ? `${email} is now ${given === 'admin' ? 'an' : 'a'} ${given}, from their next request.` : `${email} has no staff role any more, from their next request.`);
}

/**
 * Grants a staff role to an account or changes it: admins only, checked on this request. Counts
 * from the person's next request; the activity log records it.
 */
export const roleAction = staffAction('admin', {
  name: 'studio-role',
  schema: z.object({
    email: address(STUDIO_MESSAGES.roleAddressInvalid),
    role: field().refine((role) => role === 'none' || isRole(role), { message: STUDIO_MESSAGES.roleUnknown }),
  }),
  echo: true,
  run: ({ email, role }, ctx) => changeRoleOf(email, isRole(role) ? role : null, ctx),
});

/** What taking a role away answered, as the roles page's address names it. */
function revoked(result: ActionResult): string {
  if (result.ok) return 'revoked';
  if (result.message === STUDIO_MESSAGES.roleOwnAdmin) return 'own-admin';
  return result.message === STUDIO_MESSAGES.roleNoAccount ? 'unknown' : 'failed';
}

/**
 * Takes a holder's role away, from their row on the roles page (a plain form behind a question):
 * admins only. Back to the page, which says what happened.
 */
export const revokeAction = staffAction('admin', {
  name: 'studio-revoke',
  schema: z.object({ email: address(STUDIO_MESSAGES.roleAddressInvalid) }),
  run: ({ email }, ctx) => changeRoleOf(email, null, ctx),
  redirect: (result) => `/studio/roles?done=${revoked(result)}`,
});

/**
 * Erases everything kept about one address (its subscription, the mails sent to it, the queries
 * and event comments sent under it): admins only. The activity log records it with the address
 * masked, so the log keeps no copy of what was erased.
 */
export const eraseAction = staffAction('admin', {
  name: 'studio-erase',
  schema: z.object({ email: address(STUDIO_MESSAGES.eraseAddressInvalid) }),
  async run({ email }, ctx) {
    const store = await ctx.store();
    const erased = await eraseAddress(store, email);
    if (erased === 0) return ok(`Nothing was kept about ${email}: there was nothing to erase.`);
    await logActivity(store, { action: 'erase', subject: maskedEmail(email) }, { by: staffName(ctx), at: ctx.now() });
    return ok(`Everything kept about ${email} has been erased: ${erased} ${erased === 1 ? 'record' : 'records'}.`);
  },
});
