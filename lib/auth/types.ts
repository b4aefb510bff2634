import type { Role } from './roles';

/** Who is asking: the same shape in both backends. */
export type SessionUser = {
  uid: string;
  email: string;
  displayName: string | null;
};

/** What the spec stores as the author of a query or comment: the display name, else the e-mail. */
export function authorName(user: SessionUser): string {
  return user.displayName?.trim() || user.email;
}

/** How a commenter without a display name appears in public. */
export const ANONYMOUS_AUTHOR = 'Reader';

/**
 * The name a comment shows in public: the display name the visitor chose, else a neutral label.
 * Never the e-mail address (a public page, its data and the live channel all carry it).
 */
export function publicName(user: Pick<SessionUser, 'displayName'>): string {
  return user.displayName?.trim() || ANONYMOUS_AUTHOR;
}

/** A freshly minted session: the cookie value and its lifetime in seconds. */
export type NewSession = { value: string; maxAge: number; user: SessionUser };

/**
 * How a session is started: a password (local mode checks it; Firebase mode signs it in through
 * Firebase's REST sign-in) or, in Firebase mode, a fresh ID token from the browser's web SDK.
 */
export type Credential = { kind: 'password'; email: string; password: string } | { kind: 'idToken'; idToken: string };

/**
 * The account port: one implementation per backend (local-accounts.ts over SQLite,
 * firebase-accounts.ts over Firebase Authentication). Session values are opaque here.
 */
export interface Accounts {
  readonly kind: 'local' | 'firebase';
  /** Creates an e-mail/password account; false when the e-mail is already taken. */
  createUser(email: string, password: string): Promise<boolean>;
  /**
   * A new session for valid credentials of the kind this backend accepts; null otherwise.
   * `previous` is the browser's old session value, ended when the backend can do so alone
   * (local mode; Firebase revocation is per user and would end the new session too).
   */
  startSession(credential: Credential, previous?: string): Promise<NewSession | null>;
  /** The user of a live session; null when it is unknown, expired or revoked. */
  verifySession(value: string): Promise<SessionUser | null>;
  /** Ends the session (local: deletes it; Firebase: revokes the user's refresh tokens). */
  endSession(value: string): Promise<void>;
  /**
   * The staff role an account holds now (lib/auth/roles.ts), read from the account store, never
   * from a session's copy, so a grant or a revocation counts from the account's next request.
   */
  roleOf(uid: string): Promise<Role | null>;
  /**
   * Grants `role` to the account with this address, or takes its role away (null). A role goes
   * only to a confirmed address (docs/accounts.md, "Confirming the address"): 'unconfirmed' when
   * the account has not proven it, 'unknown' when no account has the address.
   */
  setRole(email: string, role: Role | null): Promise<RoleChange>;
  /**
   * A code that proves the account's address once it comes back from that mailbox (the link the
   * confirmation mail carries): local mode, 32 random bytes stored hashed, single-use, for
   * CONFIRM_HOURS, a new one replacing the last; Firebase mode, Firebase Authentication's own
   * e-mail verification code. Null when no account has the id.
   */
  confirmationCode(uid: string): Promise<string | null>;
  /** Spends a confirmation code: the account's address is confirmed. False when the code is unknown, used or expired. */
  confirmAddress(code: string): Promise<boolean>;
  /** Marks the address confirmed without a code: a password reset proved it (its code reached the mailbox). */
  markConfirmed(uid: string): Promise<void>;
  /** Whether the account has proven its address, read from the account store on every call. */
  isConfirmed(uid: string): Promise<boolean>;
  /** Sets the name the account's comments show (null: none, "Reader"). */
  setDisplayName(uid: string, name: string | null): Promise<void>;
  /**
   * The account's display name now, from the account store (a Firebase session cookie keeps the
   * name it was minted with); null when it has none or there is no such account.
   */
  displayNameOf(uid: string): Promise<string | null>;
  /** The id of the account with this address; null when none has it. */
  uidOf(email: string): Promise<string | null>;
  /** Whether this is the account's password (an unknown address takes as long as a known one). */
  checkPassword(email: string, password: string): Promise<boolean>;
  /** Sets the account's password and ends every session it has, on every device. */
  setPassword(uid: string, password: string): Promise<void>;
  /** Deletes the account and ends its sessions; its address can then sign up afresh. False when there was none. */
  deleteUser(uid: string): Promise<boolean>;
}

export type RoleChange = 'done' | 'unknown' | 'unconfirmed';

/** How long a local confirmation link works (Firebase's own verification codes last about as long). */
export const CONFIRM_HOURS = 72;

/** Absolute session lifetime in both backends (Firebase allows 5 minutes to 2 weeks). */
const SESSION_DAYS = 5;
export const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;
