import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { clientAddress, createRateLimit, hashedKey, BUCKET_LIMITS, type Limits } from './rate-limit';

const tight = Object.fromEntries(Object.keys(BUCKET_LIMITS).map((name) => [name, { points: 3, duration: 60 }])) as Limits;

test('N requests pass, the next is refused, keys and buckets are independent', async () => {
  const take = createRateLimit(tight);
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await take('subscribe', 'ip:1.2.3.4'));
  expect(results).toEqual([true, true, true, false]);
  await expect(take('subscribe', 'ip:5.6.7.8')).resolves.toBe(true);
  await expect(take('query', 'ip:1.2.3.4')).resolves.toBe(true);
});

test('every write and sign-in has a limit', () => {
  expect(Object.keys(BUCKET_LIMITS).sort()).toEqual([
    'accountPassword',
    'comment',
    'confirmationMails',
    'displayName',
    'loginAccountFailures',
    'loginFailures',
    'query',
    'resetCodes',
    'resetEmail',
    'resetMailbox',
    'resetRequests',
    'signup',
    'subscribe',
    'subscribeEmail',
    'subscribeMails',
    'subscriptionLinks',
    'uploads',
  ]);
});

test('refund gives a point back, clear forgets the key', async () => {
  const limit = createRateLimit(tight);
  for (let i = 0; i < 3; i++) await expect(limit('loginFailures', 'ip:a')).resolves.toBe(true);
  await limit.refund('loginFailures', 'ip:a');
  await expect(limit('loginFailures', 'ip:a')).resolves.toBe(true);
  await expect(limit('loginFailures', 'ip:a')).resolves.toBe(false);
  await limit.clear('loginFailures', 'ip:a');
  await expect(limit('loginFailures', 'ip:a')).resolves.toBe(true);
});

test('a window ends after its duration', async () => {
  const limit = createRateLimit({ ...tight, subscribe: { points: 1, duration: 0.05 } });
  await expect(limit('subscribe', 'ip:a')).resolves.toBe(true);
  await expect(limit('subscribe', 'ip:a')).resolves.toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 80));
  await expect(limit('subscribe', 'ip:a')).resolves.toBe(true);
});

test('the counters hold at most the given number of keys; the least recently used goes first', async () => {
  const limit = createRateLimit({ ...tight, subscribe: { points: 1, duration: 600 } }, 3);
  for (const key of ['a', 'b', 'c']) await limit('subscribe', key);
  await limit('subscribe', 'a'); // refused, and now the most recent
  await limit('subscribe', 'd'); // 'b' goes
  await expect(limit('subscribe', 'a')).resolves.toBe(false);
  await expect(limit('subscribe', 'b')).resolves.toBe(true);
});

test('100,000 distinct keys cost a bounded, small amount of memory', async () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const used = () => {
    gc();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  const before = used();
  const limit = createRateLimit();
  for (let i = 0; i < 150_000; i++) await limit('subscribe', `ip:2001:db8:${i.toString(16)}::/64`);
  // 100,000 keys kept (the cap), at about 240 bytes each.
  expect(used() - before).toBeLessThan(50 * 1024 * 1024);
});

describe('client address', () => {
  const headers = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {});

  test("without a trusted proxy, the connection's address, which Next's server writes as the right-most entry", () => {
    expect(clientAddress(headers('203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(headers('6.6.6.6, 203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(headers(), 0)).toBe('unknown');
  });

  test('IPv6 addresses are keyed by their /64, IPv4-mapped ones as IPv4, anything else is unknown', () => {
    expect(clientAddress(headers('2001:db8:1:2:3:4:5:6'), 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(headers('2001:DB8:1:2::ffff'), 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(headers('::ffff:203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(headers('not an address'), 0)).toBe('unknown');
    expect(clientAddress(headers('x'.repeat(5000)), 0)).toBe('unknown');
  });

  test('behind N trusted proxies, the entry the outermost one wrote is used, never the left-most', () => {
    expect(clientAddress(headers('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(headers('6.6.6.6, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    expect(clientAddress(headers(), 1)).toBe('unknown');
  });
});

test('e-mail keys are hashed', () => {
  expect(hashedKey('ana@example.com')).toMatch(/^[0-9a-f]{32}$/);
  expect(hashedKey('ana@example.com')).not.toContain('ana');
});
