import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt floor: N=2^16, r=8, p=1. N=2^16 needs ~64 MiB, over Node's 32 MiB default maxmem. */
const PARAMS = { N: 65536, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAXMEM = 128 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: MAXMEM }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A self-describing hash: `$scrypt$N=65536,r=8,p=1$<salt>$<key>` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `$scrypt$N=${PARAMS.N},r=${PARAMS.r},p=${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const FORMAT = /^\$scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

/** Recomputes with the stored parameters and compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, n, r, p, salt, key] = match;
  const expected = Buffer.from(key!, 'base64url');
  const actual = await derive(password, Buffer.from(salt!, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a password nobody knows, checked when the e-mail is unknown, so a log-in for a
 * missing account costs the same time as one with a wrong password (no account probing by timing).
 */
export const DUMMY_HASH = '$scrypt$N=65536,r=8,p=1$ZJjOPkTV1RV22znTfz2rGw$8CxLYwDwDqn8UTsQ37ljDCA08cJthakw3NlA2oidKkw';
