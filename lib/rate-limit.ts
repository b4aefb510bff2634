import 'server-only';
import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';
import { env } from './env';

/**
 * Abuse limits for every visitor write and sign-in: fixed windows of `points` per `duration`
 * seconds, per key, counted in this process (with several instances each keeps its own, so the
 * effective limit is per instance: docs/accounts.md). `RATE_LIMITS` in the environment overrides
 * any of them (JSON, e.g. `{"loginFailures":{"points":3,"duration":60}}`), for tests and deployments.
 */
export const BUCKET_LIMITS = {
  /** Log-in attempts that fail, per client address: a guesser trying many accounts. A success costs nothing. */
  loginFailures: { points: 100, duration: 15 * 60 },
  /**
   * Failed log-ins in a row per client address and account: slows guessing one password. A
   * success clears it, and the owner signing in from any other address is never affected.
   */
  loginAccountFailures: { points: 10, duration: 15 * 60 },
  signup: { points: 20, duration: 60 * 60 },
  subscribe: { points: 30, duration: 10 * 60 },
  /**
   * Per mailbox subscribed (every spelling of an address shares its key, lib/email-address.ts):
   * 'already subscribed' answers are an enumeration oracle, so they are scarce.
   */
  subscribeEmail: { points: 5, duration: 60 * 60 },
  /**
   * Subscriptions (each mails a confirmation) per client address: a share of the site-wide hourly
   * ceiling on confirmation mails, so no one client can spend the ceiling for everyone.
   */
  subscribeMails: { points: 10, duration: 60 * 60 },
  /** Uses of a subscriber's link (preferences, unsubscribe, confirm) per client address: keys cannot be guessed by volume. */
  subscriptionLinks: { points: 60, duration: 10 * 60 },
  query: { points: 10, duration: 60 * 60 },
  /** Password resets started, per client address (each mails a code, lib/auth/password-reset.ts). */
  resetRequests: { points: 10, duration: 60 * 60 },
  /**
   * Password resets started per mailbox and client address: one stranger cannot spend the owner's
   * own resets (the owner, from their own address, still has theirs).
   */
  resetEmail: { points: 5, duration: 60 * 60 },
  /** Password resets started per mailbox from every address together: an address is not flooded with codes. */
  resetMailbox: { points: 20, duration: 60 * 60 },
  /** Reset codes tried and codes resent, per client address (each code also allows five tries only, in the store). */
  resetCodes: { points: 30, duration: 10 * 60 },
  /** Current passwords typed on the account page (to change it or delete the account), per account: slows guessing from a stolen session. */
  accountPassword: { points: 10, duration: 15 * 60 },
  comment: { points: 20, duration: 10 * 60 },
  /** Images uploaded per staff account (each up to 5 MB, kept until deleted): a stolen session cannot fill the bucket. */
  uploads: { points: 30, duration: 60 * 60 },
  /** Display names set on the account page, per account. */
  displayName: { points: 20, duration: 60 * 60 },
  /** Confirmation links sent again from the account page, per account (sign-up sends the first under `signup`). */
  confirmationMails: { points: 5, duration: 60 * 60 },
} as const;

export type Bucket = keyof typeof BUCKET_LIMITS;
export type Limits = Record<Bucket, { points: number; duration: number }>;

/**
 * How many keys the counters hold at most, all buckets together (about 240 bytes each, so 24 MB).
 * Past it the least recently used key is forgotten, which starts that key's window afresh: a
 * client must send this many requests from distinct keys within one window to free a key of its
 * own, and every one of them is still counted (SECURITY.md).
 */
const MAX_KEYS = 100_000;

/**
 * Takes one point from `bucket` for `key` and answers whether the key had one left. Taken before
 * the work it guards, so concurrent requests can never pass together what one at a time could
 * not. `refund` gives the point back (a log-in that succeeded), `clear` forgets the key.
 */
export type RateLimit = ((bucket: Bucket, key: string) => Promise<boolean>) & {
  refund: (bucket: Bucket, key: string) => Promise<void>;
  clear: (bucket: Bucket, key: string) => Promise<void>;
};

/**
 * The counters live in one bounded LRU map and expire by their time-to-live, checked when read:
 * no timer per key. (rate-limiter-flexible's memory store keeps a timer per key until its window
 * ends; each timer holds the async context of the request that made it, about 45 kB in Next's
 * server, and nothing bounds the number of keys: docs/accounts.md.)
 */
export function createRateLimit(limits: Limits = BUCKET_LIMITS, maxKeys = MAX_KEYS): RateLimit {
  const windows = new LRUCache<string, { used: number }>({ max: maxKeys });
  const consume = async (bucket: Bucket, key: string) => {
    const id = `${bucket}:${key}`;
    let window = windows.get(id);
    if (!window) {
      window = { used: 0 };
      windows.set(id, window, { ttl: limits[bucket].duration * 1000 });
    }
    window.used += 1;
    if (window.used <= limits[bucket].points) return true;
    console.warn(`[rate-limit] ${bucket} refused`);
    return false;
  };
  return Object.assign(consume, {
    refund: async (bucket: Bucket, key: string) => {
      const window = windows.get(`${bucket}:${key}`, { updateAgeOnGet: false });
      if (window) window.used = Math.max(0, window.used - 1);
    },
    clear: async (bucket: Bucket, key: string) => void windows.delete(`${bucket}:${key}`),
  });
}

const shared = globalThis as unknown as { __siteRateLimit?: RateLimit };

/** The process-wide limiter (shared by every route and action bundle through globalThis), with the environment's limits. */
export const rateLimit: RateLimit = Object.assign((bucket: Bucket, key: string) => processLimit()(bucket, key), {
  refund: (bucket: Bucket, key: string) => processLimit().refund(bucket, key),
  clear: (bucket: Bucket, key: string) => processLimit().clear(bucket, key),
});

function processLimit(): RateLimit {
  const overrides = Object.entries(env().RATE_LIMITS).filter(([bucket]) => Object.hasOwn(BUCKET_LIMITS, bucket));
  shared.__siteRateLimit ??= createRateLimit({ ...BUCKET_LIMITS, ...Object.fromEntries(overrides) });
  return shared.__siteRateLimit;
}

/**
 * The client's address for rate limiting, from X-Forwarded-For. Next's server writes the
 * connection's address there when a request arrives without the header. Behind N trusted
 * proxies (TRUSTED_PROXY_HOPS), each appended the address it saw, so the client is the N-th
 * entry from the right, never a left-most, client-written one. With no trusted proxy the
 * right-most entry is the connection's address, unless the client sent the header itself: then
 * it chose its own key, which lets it dodge a per-address limit but not take another visitor's
 * unless it knows that visitor's address (SECURITY.md). Deploy behind a proxy and set the hops.
 * The key is the address in one spelling, an IPv6 address by its /64 (one subscriber's network:
 * a host picks any of its 2^64 addresses at will); anything else in the header is 'unknown'.
 */
export function clientAddress(headers: Headers, trustedHops: number): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return addressKey(hops[hops.length - Math.max(1, trustedHops)]);
}

function addressKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return 'unknown';
  const ip = ipaddr.process(address); // an IPv4-mapped IPv6 address as the IPv4 one
  if (ip.kind() === 'ipv4') return ip.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${ip.toNormalizedString()}/64`).toString()}/64`;
}

/** A limiter key that never holds an e-mail address in memory or logs. */
export function hashedKey(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}
