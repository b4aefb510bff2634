/**
 * Grants and revokes staff roles from the shell, against the account backend the environment
 * names (the same variables as `npm start`: SITE_BACKEND and its Firebase variables):
 *   npm run staff -- grant <email> <editor|publisher|admin>
 *   npm run staff -- revoke <email>
 * The account must exist (signed up through /signup) and, for a grant, have confirmed its address. Firebase mode sets the `role` custom claim
 * through the Admin SDK; local mode writes the role to the local account store. A role counts
 * from the person's next request (docs/accounts.md, "Staff roles").
 */
import { getAccounts } from '../lib/auth/accounts';
import { isRole, ROLES } from '../lib/auth/roles';
import { getStore } from '../lib/data';
import { ROLE_UNCONFIRMED } from '../lib/studio/input';
import { changeRole } from '../lib/studio/staff';

const USAGE = 'Usage: npm run staff -- grant <email> <editor|publisher|admin>\n       npm run staff -- revoke <email>';

/** The outcome of one command line: what to print and the exit code. */
async function staff(args: readonly string[]): Promise<{ code: number; message: string }> {
  const [command, email, role, ...rest] = args;
  if (rest.length > 0 || !email || (command === 'grant' && !role) || (command === 'revoke' && role) || (command !== 'grant' && command !== 'revoke')) {
    return { code: 2, message: USAGE };
  }
  if (command === 'grant' && !isRole(role)) return { code: 2, message: `Unknown role "${role}": the roles are ${ROLES.join(', ')}.` };
  const accounts = await getAccounts();
  // The store may be out of reach: the role still changes (changeRole records it when it can).
  const store = await getStore().catch(() => null);
  const granted = command === 'grant' && isRole(role) ? role : null;
  const outcome = store ? await changeRole(accounts, store, email, granted, { by: 'npm run staff', at: Date.now() }) : await accounts.setRole(email, granted);
  if (outcome === 'unknown') return { code: 1, message: `No account has the address ${email}: sign up through /signup first.` };
  if (outcome === 'unconfirmed') return { code: 1, message: ROLE_UNCONFIRMED(email) };
  return { code: 0, message: command === 'grant' ? `${email} is now ${role === 'admin' ? 'an' : 'a'} ${role}, from their next request.` : `${email} has no staff role any more, from their next request.` };
}

staff(process.argv.slice(2))
  .then(({ code, message }) => {
    (code === 0 ? console.log : console.error)(message);
    process.exit(code);
  })
  .catch((error: unknown) => {
    console.error(`[staff] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
