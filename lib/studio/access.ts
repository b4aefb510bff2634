import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getAccounts } from '../auth/accounts';
import { hasRole, type Role } from '../auth/roles';
import { getSessionUser } from '../auth/session';
import type { SessionUser } from '../auth/types';

export type StaffMember = { user: SessionUser; role: Role };

/**
 * The signed-in person and their role, read from the account store on this request (a grant or
 * a revocation counts from the next one); null for a visitor, a reader, or a role below `needed`.
 * Every studio page and action asks this itself: the proxy never authorises.
 */
export async function staffMember(needed: Role = 'editor'): Promise<StaffMember | null> {
  const member = await signedInStaff();
  return member && hasRole(member.role, needed) ? member : null;
}

/** The person and their role, read once a request however many parts ask (the studio's layout, its page). */
const signedInStaff = cache(async (): Promise<StaffMember | null> => {
  const user = await getSessionUser();
  if (!user) return null;
  const role = await (await getAccounts()).roleOf(user.uid);
  return role ? { user, role } : null;
});

/** For a studio page: a signed-out visitor goes to log in; anyone without a role finds nothing here (404). */
export async function requireStaffPage(path: string): Promise<StaffMember> {
  const user = await getSessionUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(path)}`);
  const member = await staffMember();
  if (!member) notFound();
  return member;
}

/** How staff appear in the studio: the display name, else the address (staff only ever see it). */
export const staffName = ({ user }: { user: SessionUser }) => user.displayName?.trim() || user.email;
