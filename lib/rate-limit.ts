import 'server-only';
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Abuse limits for every visitor write and sign-in (rate-limiter-flexible, in memory).
 * Counters live in this process: right for local mode (one process); with several Firebase
 * instances each keeps its own, so the effective limit is per instance (see docs/accounts.md).
 * `points` requests per `duration` seconds, per key.
 */
export const LIMITS = {
  /** Log-in attempts per client (uid when known, else address). */
  login: { points: 100, duration: 15 * 60 },
  /** Log-in attempts per client and account: slows password guessing without locking the owner out for long. */
  loginAccount: { points: 10, duration: 15 * 60 },
  signup: { points: 20, duration: 60 * 60 },
  subscribe: { points: 30, duration: 10 * 60 },
  /** Per address subscribed: 'already subscribed' answers are an enumeration oracle, so they are scarce. */
  subscribeEmail: { points: 5, duration: 60 * 60 },
  query: { points: 10, duration: 60 * 60 },
  comment: { points: 20, duration: 10 * 60 },
} as const;

export type Bucket = keyof typeof LIMITS;
export type Limits = Record<Bucket, { points: number; duration: number }>;

/** Takes one point from `bucket` for `key`; false when the key has none left. */
export type RateLimit = (bucket: Bucket, key: string) => Promise<boolean>;

export function createRateLimit(limits: Limits = LIMITS): RateLimit {
  const limiters = new Map<Bucket, RateLimiterMemory>();
  return async (bucket, key) => {
    let limiter = limiters.get(bucket);
    if (!limiter) {
      limiter = new RateLimiterMemory({ keyPrefix: bucket, ...limits[bucket] });
      limiters.set(bucket, limiter);
    }
    try {
      await limiter.consume(key);
      return true;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      console.warn(`[rate-limit] ${bucket} refused`);
      return false;
    }
  };
}

const shared = globalThis as unknown as { __siteRateLimit?: RateLimit };

/** The process-wide limiter (shared by every route and action bundle through globalThis). */
export function rateLimit(bucket: Bucket, key: string): Promise<boolean> {
  shared.__siteRateLimit ??= createRateLimit();
  return shared.__siteRateLimit(bucket, key);
}

/**
 * The client's address for rate limiting. X-Forwarded-For is whatever the client sent unless
 * our own proxy overwrote it, so it is read only with TRUSTED_PROXY_HOPS > 0, taking the entry
 * that the outermost trusted proxy wrote (never the left-most, client-chosen one). Without a
 * trusted proxy every anonymous visitor shares one key: limits then hold per process.
 */
export function clientAddress(headers: Headers, trustedHops: number): string {
  if (trustedHops <= 0) return 'direct';
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return hops[hops.length - trustedHops] ?? 'unknown';
}

/** A limiter key that never holds an e-mail address in memory or logs. */
export function hashedKey(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}
