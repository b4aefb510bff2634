import { clientAddress, createRateLimit, hashedKey, LIMITS, type Limits } from './rate-limit';

const tight = Object.fromEntries(Object.keys(LIMITS).map((name) => [name, { points: 3, duration: 60 }])) as Limits;

test('N requests pass, the next is refused, keys and buckets are independent', async () => {
  const take = createRateLimit(tight);
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await take('subscribe', 'ip:1.2.3.4'));
  expect(results).toEqual([true, true, true, false]);
  await expect(take('subscribe', 'ip:5.6.7.8')).resolves.toBe(true);
  await expect(take('query', 'ip:1.2.3.4')).resolves.toBe(true);
});

test('every write and sign-in has a limit', () => {
  expect(Object.keys(LIMITS).sort()).toEqual(['comment', 'loginAccountFailures', 'loginFailures', 'query', 'signup', 'subscribe', 'subscribeEmail']);
});

test('failure-only limits: blocked looks without taking, fail takes a point, clear forgets the key', async () => {
  const limit = createRateLimit(tight);
  for (let i = 0; i < 10; i++) await expect(limit.blocked('loginFailures', 'ip:a')).resolves.toBe(false);
  for (let i = 0; i < 3; i++) await limit.fail('loginFailures', 'ip:a');
  await expect(limit.blocked('loginFailures', 'ip:a')).resolves.toBe(true);
  await expect(limit.blocked('loginFailures', 'ip:b')).resolves.toBe(false);
  await limit.clear('loginFailures', 'ip:a');
  await expect(limit.blocked('loginFailures', 'ip:a')).resolves.toBe(false);
});

describe('client address', () => {
  const headers = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {});

  test("without a trusted proxy, the connection's address, which Next's server writes as the right-most entry", () => {
    expect(clientAddress(headers('203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(headers('6.6.6.6, 203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(headers(), 0)).toBe('unknown');
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
