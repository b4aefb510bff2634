/**
 * The spec's validation rules (section 5) and user-facing messages (section 8), verbatim.
 * Plain functions and regular expressions only, no zod: the browser forms import this file,
 * and the server's zod schemas (lib/actions/definitions.ts) are built from the same rules.
 */
import { INPUT_MAX_LENGTH } from './limits';

export const MESSAGES = {
  invalidAccountEmail: 'Invalid Email input !!',
  invalidPassword: 'Invalid Password !!',
  passwordsDiffer: 'Passwords do not match !!',
  loginFailed: 'Please check the credentials again !!',
  signupFailed: 'Email is already in use !!',

  subscribeEmpty: 'Email cannot be empty.',
  subscribeInvalid: 'Please enter a valid email address.',
  subscribeDuplicate: 'This email is already subscribed.',
  subscribeSuccess: 'You have successfully subscribed!',
  subscribeFailed: 'An error occurred. Please try again later.',

  queryLoginRequired: 'You must be logged in to submit a query.',
  queryEmpty: 'Query cannot be empty.',
  querySuccess: 'Query submitted successfully!',

  commentLoginRequired: 'You must be logged in to submit a comment.',
  commentEmpty: 'Comment cannot be empty.',
  commentSuccess: 'Comment submitted successfully!',

  // Beyond the spec: insight comments, length limits and abuse limits.
  insightCommentLoginPrompt: 'Oops! You Need to be Logged In to be Able to Comment!',
  insightCommentPosted: 'Your comment has been posted.',
  insightCommentAwaiting: 'Thank you. Your comment will appear once it has been approved.',
  insightNotFound: 'This insight is no longer available.',
  eventNotFound: 'This event is no longer available.',
  queryTooLong: 'Query is too long (2000 characters at most).',
  commentTooLong: 'Comment is too long (1000 characters at most).',
  rateLimited: 'Too many attempts. Please try again later.',
  accountCreated: 'Account created. We have mailed you a link to confirm your e-mail address. Log in to continue.',
} as const;

// Kept here too: the schemas and most forms take rules and limits from this one module.
export { INPUT_MAX_LENGTH };

/**
 * Log-in and sign-up e-mail: a lower-case local part, '@', a domain, a dot and two or more
 * letters. Case-sensitive, as the spec says: 'Name@example.com' is refused.
 */
const ACCOUNT_EMAIL = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;

/** Log-in and sign-up password: at least 6 characters with a lower-case letter, an upper-case letter, a digit and a special character. */
const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{6,}$/;

/**
 * Subscribe e-mail: non-space text, '@', non-space text, a dot, non-space text. The server
 * narrows it to one plain address (lib/email-address.ts): the pattern alone lets lists through.
 */
export const SUBSCRIBE_EMAIL = /^\S+@\S+\.\S+$/;

export function isAccountEmail(email: string): boolean {
  return email.length <= INPUT_MAX_LENGTH.email && ACCOUNT_EMAIL.test(email);
}

export function isValidPassword(password: string): boolean {
  return password.length <= INPUT_MAX_LENGTH.password && PASSWORD.test(password);
}

/** The first problem with a log-in form, in the spec's order (e-mail, then password); null when fine. */
export function loginProblem(email: string, password: string): string | null {
  if (!isAccountEmail(email)) return MESSAGES.invalidAccountEmail;
  if (!isValidPassword(password)) return MESSAGES.invalidPassword;
  return null;
}

/** The first problem with a sign-up form: e-mail, password, then whether the two passwords match. */
export function signupProblem(email: string, password: string, confirm: string): string | null {
  return loginProblem(email, password) ?? (password === confirm ? null : MESSAGES.passwordsDiffer);
}

/** The subscribe rule: blank, or not matching the pattern, or fine (null). */
export function subscribeProblem(email: string): string | null {
  const value = email.trim();
  if (value === '') return MESSAGES.subscribeEmpty;
  if (value.length > INPUT_MAX_LENGTH.email || !SUBSCRIBE_EMAIL.test(value)) return MESSAGES.subscribeInvalid;
  return null;
}

// Bidirectional embeddings, overrides and isolates: they can make stored text read differently
// from what it is (right-to-left override). Marks (LRM, RLM, ALM) only nudge and stay.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
// Characters that print nothing: zero-width space, non-joiner, joiner, word joiner, BOM, soft hyphen.
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

/** Query and comment text as it is stored and shown: bidirectional controls removed, trimmed. */
export function cleanText(text: string): string {
  return text.replace(BIDI_CONTROLS, '').trim();
}

/** Query and comment text: blank, whitespace-only or invisible-only is empty; over the limit is too long. */
export function textProblem(text: string, kind: 'query' | 'comment'): string | null {
  const value = cleanText(text);
  if (value.replace(INVISIBLE, '').trim() === '') return kind === 'query' ? MESSAGES.queryEmpty : MESSAGES.commentEmpty;
  if (value.length > INPUT_MAX_LENGTH[kind]) return kind === 'query' ? MESSAGES.queryTooLong : MESSAGES.commentTooLong;
  return null;
}

/**
 * A post-login destination: a same-site path only (never '//host' or a scheme), else '/'.
 * Characters a Location header cannot carry as they are (spaces, non-ASCII such as a
 * zero-width space) come back percent-encoded.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || raw.length > 512 || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  // Control characters (tabs, newlines) are dropped by URL parsers and can turn '/\t/x' into '//x'.
  if (Array.from(raw).some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  return raw.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}
