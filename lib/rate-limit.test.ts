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
  expect(Object.keys(LIMITS).sort()).toEqual(['comment', 'login', 'loginAccount', 'query', 'signup', 'subscribe', 'subscribeEmail']);
});

describe('client address', () => {
  const headers = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {});

  test('without a trusted proxy, X-Forwarded-For is ignored (the client could have written it)', () => {
    expect(clientAddress(headers('6.6.6.6'), 0)).toBe('direct');
    expect(clientAddress(headers(), 0)).toBe('direct');
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
