import { cleanText } from '../validation';

/*
 * The name an account's comments show in public (lib/auth/types.ts publicName): chosen on the
 * account page. Comments are public, so it may not be an e-mail address; an empty one means none
 * ("Reader"). A comment keeps the name it was posted under.
 */

const DISPLAY_NAME_MAX = 60;

export const DISPLAY_NAME_MESSAGES = {
  saved: 'Your name is saved. Comments you post from now on show it.',
  cleared: 'Your name is removed. Comments you post from now on show as “Reader”.',
  tooLong: `Keep your name to ${DISPLAY_NAME_MAX} characters.`,
  address: 'Choose a name that is not an e-mail address: comments are public.',
} as const;

/** Anything shaped like an e-mail address (what the comment schemas show as "Reader"). */
const ADDRESS_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Line breaks and tabs: one line, so they become spaces. */
const BREAKS = /[\t\n\v\f\r\u0085\p{Zl}\p{Zp}]/gu;
/** Characters that are not text to read: other controls and format characters (zero-width ones included). */
const NOT_TEXT = /[\p{Cc}\p{Cf}]/gu;

export type ParsedName = { ok: true; name: string | null } | { ok: false; message: string };

/** A display name as typed: trimmed, one line of visible text, or none. */
export function parseDisplayName(raw: string): ParsedName {
  const name = cleanText(raw).replace(BREAKS, ' ').replace(NOT_TEXT, '').replace(/\s+/g, ' ').trim();
  if (name === '') return { ok: true, name: null };
  if ([...name].length > DISPLAY_NAME_MAX) return { ok: false, message: DISPLAY_NAME_MESSAGES.tooLong };
  if (ADDRESS_LIKE.test(name)) return { ok: false, message: DISPLAY_NAME_MESSAGES.address };
  return { ok: true, name };
}
