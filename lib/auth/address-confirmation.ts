import 'server-only';
import type { Store } from '../data/store';
import { sendMail } from '../mail/mailer';
import { addressConfirmationMail } from '../mail/templates';
import { CONFIRM_HOURS, type Accounts } from './types';

/*
 * An account proves its address by a link mailed to it (docs/accounts.md, "Confirming the
 * address"). Until then the account may log in, comment and send queries, but nothing tied to the
 * address rather than to what the account did is its own: the subscription and its consent, the
 * mails sent there, a staff role (lib/account/own-data.ts, lib/studio/staff.ts).
 */

const CONFIRM_PATH = '/account/confirm';

export const CONFIRM_MESSAGES = {
  confirmed: 'Your e-mail address is confirmed.',
  linkDead: 'This confirmation link has expired or has already been used. Log in to send yourself a new one from your account page.',
  sent: `We have mailed you a new confirmation link. It works once, for ${CONFIRM_HOURS} hours.`,
  already: 'Your e-mail address is already confirmed.',
  unconfirmed: 'Not confirmed yet. Until you follow the link we mailed you, your data holds only what you did here, not what was sent to this address.',
} as const;

type Deps = { accounts: Accounts; store: Store; now: number };

/** The confirmation link of an account's address (a site path), carrying a fresh code. Null when no account has the id. */
async function confirmationPath(accounts: Accounts, uid: string): Promise<string | null> {
  const code = await accounts.confirmationCode(uid);
  return code ? `${CONFIRM_PATH}?code=${encodeURIComponent(code)}` : null;
}

/**
 * Mails the account its confirmation link (a new code: the last one stops working in local mode).
 * Mails only the account's own address, through the site's mail transport. False when no account
 * has the id.
 */
export async function sendConfirmation({ accounts, store, now }: Deps, user: { uid: string; email: string }): Promise<boolean> {
  const path = await confirmationPath(accounts, user.uid);
  if (!path) return false;
  await sendMail(store, `confirm-${user.uid}-${now}`, user.email, addressConfirmationMail(path, CONFIRM_HOURS), { at: now });
  return true;
}
