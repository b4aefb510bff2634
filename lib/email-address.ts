import 'server-only';
import { domainToASCII } from 'node:url';
import { isEmailValid } from '@hapi/address';
import { hashedKey } from './rate-limit';

/**
 * One plain e-mail address, the only thing any field of the site mails or keys a limit on.
 * The spec's subscribe pattern (`\S+@\S+\.\S+`) also lets through address lists
 * (`a@x.com,b@y.org`), groups, display names (`"x" <victim@y.org>`), comments, and characters
 * that print nothing: mail libraries read those as several recipients, or as new spellings of
 * one mailbox. So the server narrows it (docs/architecture.md, its departures from the spec): the syntax is
 * joi's validator (@hapi/address: a dot-atom local part, Unicode allowed, a domain of two or
 * more labels, RFC 5321 lengths), and any control, format (zero-width, bidirectional) or
 * separator character is refused outright. Every single real address the spec's pattern takes
 * stays accepted.
 */

// Unicode "other" (controls, format characters such as U+200B and U+202E, unassigned, private use)
// and "separator" (spaces of every kind): nothing a real address holds.
const UNPRINTABLE = /[\p{C}\p{Z}]/u;
// Any top-level domain (no list to keep current), Unicode in both parts.
const SYNTAX = { allowUnicode: true } as const;

/**
 * The address as stored, hashed, limited and mailed: trimmed, NFC, lower-cased, its domain in
 * ASCII (IDN as punycode); null when the value is not exactly one plain address. The local part
 * is lower-cased too: providers treat it without case, and one spelling keeps one record.
 */
export function plainAddress(value: string): string | null {
  const trimmed = value.trim().normalize('NFC');
  if (trimmed === '' || UNPRINTABLE.test(trimmed) || !isEmailValid(trimmed, SYNTAX)) return null;
  const at = trimmed.lastIndexOf('@');
  const domain = domainToASCII(trimmed.slice(at + 1).toLowerCase());
  if (!domain) return null;
  const address = `${trimmed.slice(0, at).toLowerCase()}@${domain}`;
  return isEmailValid(address, SYNTAX) ? address : null;
}

export const isPlainAddress = (value: string): boolean => plainAddress(value) === value;

// Providers that ignore dots in the local part, each under its canonical domain.
const DOTLESS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox a plain address reaches, for limits: sub-addresses (`ana+news@`) and, at Gmail,
 * dots reach the same person, so they share one key. Never mailed or stored as an address.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at).replace(/\+.*$/, '');
  let domain = address.slice(at + 1);
  const canonical = DOTLESS[domain];
  if (canonical) {
    domain = canonical;
    local = local.replaceAll('.', '');
  }
  return `${local || address.slice(0, at)}@${domain}`;
}

/** A mailbox's key in ids and limiter keys: never the address itself. */
export function mailboxKey(address: string): string {
  return hashedKey(mailboxOf(address));
}
