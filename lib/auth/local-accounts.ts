import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { openDatabase } from '../data/sqlite';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import { isRole } from './roles';
import { CONFIRM_HOURS, SESSION_SECONDS, type Accounts, type SessionUser } from './types';

type Db = ReturnType<typeof openDatabase>;
type UserRow = { id: string; email: string; display_name: string | null; password_hash: string };

const TOKEN = /^[\w-]{43}$/; // 32 random bytes, base64url

function tokenId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toUser(row: Pick<UserRow, 'id' | 'email' | 'display_name'>): SessionUser {
  return { uid: row.id, email: row.email, displayName: row.display_name };
}

/**
 * Local-mode accounts in the embedded SQLite file (tables `users` and `sessions`, migration 2).
 * Sessions are opaque 256-bit random tokens; only their SHA-256 is stored, so a copy of the
 * database holds no usable session. `now` is injectable for expiry tests.
 */
export function createLocalAccounts(db: Db, now: () => number = Date.now): Accounts {
  const insertUser = db.prepare(
    'INSERT INTO users (id, email, display_name, password_hash, created_at) VALUES (?, ?, NULL, ?, ?) ON CONFLICT DO NOTHING',
  );
  const userByEmail = db.prepare('SELECT id, email, display_name, password_hash FROM users WHERE email = ?');
  const insertSession = db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const dropExpired = db.prepare('DELETE FROM sessions WHERE user_id = ? AND expires_at <= ?');
  const sessionUser = db.prepare(
    `SELECT u.id, u.email, u.display_name FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ? AND s.expires_at > ?`,
  );
  const deleteSession = db.prepare('DELETE FROM sessions WHERE id = ?');
  const roleById = db.prepare('SELECT role FROM users WHERE id = ?');
  const updateRole = db.prepare('UPDATE users SET role = ? WHERE email = ?');
  const updatePassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const deleteSessionsOf = db.prepare('DELETE FROM sessions WHERE user_id = ?');
  const deleteUserRow = db.prepare('DELETE FROM users WHERE id = ?');
  const userById = db.prepare('SELECT id, email_confirmed_at, display_name FROM users WHERE id = ?');
  const updateDisplayName = db.prepare('UPDATE users SET display_name = ? WHERE id = ?');
  const roleTarget = db.prepare('SELECT id, email_confirmed_at FROM users WHERE email = ?');
  // One live link an account: a new one replaces the last (what a visitor can mint stays bounded).
  const putConfirmation = db.prepare(
    'INSERT INTO address_confirmations (id, user_id, expires_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET id = excluded.id, expires_at = excluded.expires_at',
  );
  const takeConfirmation = db.prepare('DELETE FROM address_confirmations WHERE id = ? RETURNING user_id, expires_at');
  const setConfirmed = db.prepare('UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, ?) WHERE id = ?');
  // The file runs without foreign-key enforcement: an account's rows go with it by hand, as its sessions do.
  const deleteConfirmationsOf = db.prepare('DELETE FROM address_confirmations WHERE user_id = ?');

  return {
    kind: 'local',
    async createUser(email, password) {
      // Hash first, whatever happens next: a taken e-mail costs the same time as a new one.
      const hash = await hashPassword(password);
      const uid = randomBytes(21).toString('base64url');
      return insertUser.run(uid, email, hash, new Date(now()).toISOString()).changes === 1;
    },
    async startSession(credential, previous) {
      if (credential.kind !== 'password') return null;
      const row = userByEmail.get(credential.email) as UserRow | undefined;
      const valid = await verifyPassword(credential.password, row?.password_hash ?? DUMMY_HASH);
      if (!row || !valid) return null;
      const token = randomBytes(32).toString('base64url');
      const issued = now();
      db.transaction(() => {
        dropExpired.run(row.id, issued);
        // A new id on every log-in; the one this browser had before stops working.
        if (previous && TOKEN.test(previous)) deleteSession.run(tokenId(previous));
        insertSession.run(tokenId(token), row.id, issued, issued + SESSION_SECONDS * 1000);
      })();
      return { value: token, maxAge: SESSION_SECONDS, user: toUser(row) };
    },
    async verifySession(value) {
      if (!TOKEN.test(value)) return null;
      const row = sessionUser.get(tokenId(value), now()) as Pick<UserRow, 'id' | 'email' | 'display_name'> | undefined;
      return row ? toUser(row) : null;
    },
    async endSession(value) {
      if (TOKEN.test(value)) deleteSession.run(tokenId(value));
    },
    async roleOf(uid) {
      const role = (roleById.get(uid) as { role: string | null } | undefined)?.role;
      return isRole(role) ? role : null;
    },
    async setRole(email, role) {
      const row = roleTarget.get(email) as { id: string; email_confirmed_at: string | null } | undefined;
      if (!row) return 'unknown';
      // Taking a role away needs no proof; giving one does (a stranger may have signed up as the address).
      if (role && !row.email_confirmed_at) return 'unconfirmed';
      updateRole.run(role, email);
      return 'done';
    },
    async confirmationCode(uid) {
      if (!userById.get(uid)) return null;
      const token = randomBytes(32).toString('base64url');
      putConfirmation.run(tokenId(token), uid, now() + CONFIRM_HOURS * 3_600_000);
      return token;
    },
    async confirmAddress(code) {
      if (!TOKEN.test(code)) return false;
      return db.transaction(() => {
        // Spent whatever happens next: a link works once.
        const link = takeConfirmation.get(tokenId(code)) as { user_id: string; expires_at: number } | undefined;
        if (!link || link.expires_at <= now()) return false;
        return setConfirmed.run(new Date(now()).toISOString(), link.user_id).changes === 1;
      })();
    },
    async markConfirmed(uid) {
      setConfirmed.run(new Date(now()).toISOString(), uid);
    },
    async isConfirmed(uid) {
      return Boolean((userById.get(uid) as { email_confirmed_at: string | null } | undefined)?.email_confirmed_at);
    },
    async setDisplayName(uid, name) {
      updateDisplayName.run(name, uid);
    },
    async displayNameOf(uid) {
      return (userById.get(uid) as { display_name: string | null } | undefined)?.display_name ?? null;
    },
    async uidOf(email) {
      return (userByEmail.get(email) as UserRow | undefined)?.id ?? null;
    },
    async checkPassword(email, password) {
      const row = userByEmail.get(email) as UserRow | undefined;
      return (await verifyPassword(password, row?.password_hash ?? DUMMY_HASH)) && row !== undefined;
    },
    async setPassword(uid, password) {
      const hash = await hashPassword(password);
      db.transaction(() => {
        updatePassword.run(hash, uid);
        deleteSessionsOf.run(uid);
      })();
    },
    async deleteUser(uid) {
      return db.transaction(() => {
        deleteSessionsOf.run(uid);
        deleteConfirmationsOf.run(uid);
        return deleteUserRow.run(uid).changes === 1;
      })();
    },
  };
}
