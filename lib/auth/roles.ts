/**
 * Staff roles, each able to do what the one before it can: an `editor` writes and saves drafts,
 * a `publisher` also publishes, schedules and withdraws anyone's work, an `admin` also grants and
 * revokes roles. Everyone else (readers, visitors) has none. Granted from the shell with
 * `npm run staff` (scripts/staff.ts); stored by the account backend (lib/auth/types.ts).
 */
export const ROLES = ['editor', 'publisher', 'admin'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether an account with `role` (null: none) may do what `needed` may. */
export function hasRole(role: Role | null, needed: Role): boolean {
  return role !== null && ROLES.indexOf(role) >= ROLES.indexOf(needed);
}
