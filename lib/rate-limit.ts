import 'server-only';
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from './env';

/**
 * Abuse limits for every visitor write and sign-in (rate-limiter-flexible, in memory).
 * Counters live in this process: right for local mode (one process); with several Firebase
 * instances each keeps its own, so the effective limit is per instance (see docs/accounts.md).
 * `points` per `duration` seconds, per key. `RATE_LIMITS` in the environment overrides any of
 * them (JSON, e.g. `{"loginFailures":{"points":3,"duration":60}}`), for tests and deployments.
 */
export const LIMITS = {
  /** Failed log-ins per client address: a guesser trying many accounts. A success costs nothing. */
  loginFailures: { points: 100, duration: 15 * 60 },
  /**
   * Failed log-ins in a row per client address and account: slows guessing one password. A
   * success clears it, and the owner signing in from any other address is never affected.
   */
  loginAccountFailures: { points: 10, duration: 15 * 60 },
  signup: { points: 20, duration: 60 * 60 },
  subscribe: { points: 30, duration: 10 * 60 },
  /** Per address subscribed: 'already subscribed' answers are an enumeration oracle, so they are scarce. */
  subscribeEmail: { points: 5, duration: 60 * 60 },
  query: { points: 10, duration: 60 * 60 },
  comment: { points: 20, duration: 10 * 60 },
} as const;

export type Bucket = keyof typeof LIMITS;
export type Limits = Record<Bucket, { points: number; duration: number }>;

/**
 * Takes one point from `bucket` for `key`; false when the key has none left. Its methods serve
 * limits that count failures only: `blocked` looks without taking, `fail` takes a point, `clear`
 * forgets the key (a successful log-in).
 */
export type RateLimit = ((bucket: Bucket, key: string) => Promise<boolean>) & {
  blocked: (bucket: Bucket, key: string) => Promise<boolean>;
  fail: (bucket: Bucket, key: string) => Promise<void>;
  clear: (bucket: Bucket, key: string) => Promise<void>;
};

export function createRateLimit(limits: Limits = LIMITS): RateLimit {
  const limiters = new Map<Bucket, RateLimiterMemory>();
  const limiter = (bucket: Bucket) => {
    let found = limiters.get(bucket);
    if (!found) {
      found = new RateLimiterMemory({ keyPrefix: bucket, ...limits[bucket] });
      limiters.set(bucket, found);
    }
    return found;
  };
  const consume = async (bucket: Bucket, key: string) => {
    try {
      await limiter(bucket).consume(key);
      return true;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      console.warn(`[rate-limit] ${bucket} refused`);
      return false;
    }
  };
  return Object.assign(consume, {
    blocked: async (bucket: Bucket, key: string) => ((await limiter(bucket).get(key))?.consumedPoints ?? 0) >= limits[bucket].points,
    fail: async (bucket: Bucket, key: string) => void (await consume(bucket, key)),
    clear: async (bucket: Bucket, key: string) => void (await limiter(bucket).delete(key)),
  });
}

const shared = globalThis as unknown as { __siteRateLimit?: RateLimit };

/** The process-wide limiter (shared by every route and action bundle through globalThis), with the environment's limits. */
export const rateLimit: RateLimit = Object.assign((bucket: Bucket, key: string) => processLimit()(bucket, key), {
  blocked: (bucket: Bucket, key: string) => processLimit().blocked(bucket, key),
  fail: (bucket: Bucket, key: string) => processLimit().fail(bucket, key),
  clear: (bucket: Bucket, key: string) => processLimit().clear(bucket, key),
});

function processLimit(): RateLimit {
  const overrides = Object.entries(env().RATE_LIMITS).filter(([bucket]) => Object.hasOwn(LIMITS, bucket));
  shared.__siteRateLimit ??= createRateLimit({ ...LIMITS, ...Object.fromEntries(overrides) });
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
 */
export function clientAddress(headers: Headers, trustedHops: number): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return hops[hops.length - Math.max(1, trustedHops)] ?? 'unknown';
}

/** A limiter key that never holds an e-mail address in memory or logs. */
export function hashedKey(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}
