import 'server-only';
import type { Auth } from 'firebase-admin/auth';
import { isRole } from './roles';
import { SESSION_SECONDS, type Accounts, type SessionUser } from './types';

/** A session cookie is minted only from a sign-in this recent (Firebase's own recommendation). */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

type Options = {
  now?: () => number;
  /** A fresh ID token for an e-mail and password, null when refused (lib/auth/password-sign-in.ts). */
  passwordSignIn?: (email: string, password: string) => Promise<string | null>;
  /** Applies an e-mail verification code as Firebase's action handler does; false when refused (lib/auth/password-sign-in.ts). */
  applyCode?: (code: string) => Promise<boolean>;
};

/**
 * Firebase-mode accounts: the browser signs in with the web SDK and hands us an ID token,
 * which becomes a Firebase session cookie; a form posted before any script has run brings the
 * password, which `passwordSignIn` turns into that ID token. Every check passes
 * `checkRevoked = true`, so a logged-out (revoked) or disabled user's cookie stops working at once.
 */
export function createFirebaseAccounts(auth: Auth, { now = Date.now, passwordSignIn, applyCode }: Options = {}): Accounts {
  /** The user record of an id or an address; null when there is none. */
  async function userOf(lookup: () => ReturnType<Auth['getUser']>) {
    try {
      return await lookup();
    } catch (error) {
      if (errorCode(error) === 'auth/user-not-found') return null;
      throw error;
    }
  }

  async function decode(value: string) {
    try {
      return await auth.verifySessionCookie(value, true);
    } catch {
      return null; // expired, revoked, disabled, malformed: all mean "not signed in"
    }
  }

  return {
    kind: 'firebase',
    async createUser(email, password) {
      try {
        await auth.createUser({ email, password });
        return true;
      } catch (error) {
        if (errorCode(error) === 'auth/email-already-exists') return false;
        throw error;
      }
    },
    async startSession(credential) {
      let idToken: string | null;
      if (credential.kind === 'idToken') idToken = credential.idToken;
      else if (passwordSignIn) idToken = await passwordSignIn(credential.email, credential.password);
      else return null;
      if (!idToken) return null;
      let decoded;
      try {
        decoded = await auth.verifyIdToken(idToken, true);
      } catch {
        return null;
      }
      if (now() / 1000 - decoded.auth_time >= FRESH_SIGN_IN_SECONDS) return null;
      const value = await auth.createSessionCookie(idToken, { expiresIn: SESSION_SECONDS * 1000 });
      const user: SessionUser = { uid: decoded.uid, email: decoded.email ?? '', displayName: (decoded.name as string | undefined) ?? null };
      return { value, maxAge: SESSION_SECONDS, user };
    },
    async verifySession(value) {
      const decoded = await decode(value);
      if (!decoded) return null;
      return { uid: decoded.uid, email: decoded.email ?? '', displayName: (decoded.name as string | undefined) ?? null };
    },
    async endSession(value) {
      const decoded = await decode(value);
      if (!decoded) return;
      // Firebase stores a revocation in whole seconds and rejects only sessions signed in before
      // that second, so a log-out within the second of its sign-in would leave the session alive:
      // wait for the next second first (at most one, and only right after a sign-in).
      const wait = (decoded.auth_time + 1) * 1000 - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // Revokes every session of this user (Firebase revocation is per user, on all devices).
      await auth.revokeRefreshTokens(decoded.uid);
    },
    // A custom claim, set only through the Admin SDK. Read from the user record, not from the
    // session cookie (which keeps the claims it was minted with), so a change counts at once.
    async roleOf(uid) {
      const role = (await userOf(() => auth.getUser(uid)))?.customClaims?.role;
      return isRole(role) ? role : null;
    },
    async setRole(email, role) {
      const user = await userOf(() => auth.getUserByEmail(email));
      if (!user) return 'unknown';
      // Taking a role away needs no proof; giving one does (a stranger may have signed up as the address).
      if (role && !user.emailVerified) return 'unconfirmed';
      const claims = { ...user.customClaims };
      delete claims.role;
      await auth.setCustomUserClaims(user.uid, role ? { ...claims, role } : claims);
      return 'done';
    },
    // Firebase Authentication's own e-mail verification: the code of the link the Admin SDK makes,
    // mailed by the site (the link itself points at Firebase's hosted handler; ours applies it).
    async confirmationCode(uid) {
      const user = await userOf(() => auth.getUser(uid));
      if (!user?.email) return null;
      const link = await auth.generateEmailVerificationLink(user.email);
      return new URL(link).searchParams.get('oobCode');
    },
    async confirmAddress(code) {
      if (!applyCode || !/^[\w-]{1,200}$/.test(code)) return false;
      return applyCode(code);
    },
    async markConfirmed(uid) {
      await auth.updateUser(uid, { emailVerified: true });
    },
    async isConfirmed(uid) {
      return (await userOf(() => auth.getUser(uid)))?.emailVerified === true;
    },
    async setDisplayName(uid, name) {
      await auth.updateUser(uid, { displayName: name });
    },
    async displayNameOf(uid) {
      return (await userOf(() => auth.getUser(uid)))?.displayName ?? null;
    },
    async uidOf(email) {
      return (await userOf(() => auth.getUserByEmail(email)))?.uid ?? null;
    },
    async checkPassword(email, password) {
      if (!passwordSignIn) return false;
      return (await passwordSignIn(email, password)) !== null;
    },
    async setPassword(uid, password) {
      await auth.updateUser(uid, { password });
      // Every session cookie minted before now stops working (verifySessionCookie checks revocation).
      await auth.revokeRefreshTokens(uid);
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
        return true;
      } catch (error) {
        if (errorCode(error) === 'auth/user-not-found') return false;
        throw error;
      }
    },
  };
}
