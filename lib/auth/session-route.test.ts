import { openDatabase } from '@/lib/data/sqlite';
import { createRateLimit } from '@/lib/rate-limit';
import { MESSAGES } from '@/lib/validation';
import { NextRequest } from 'next/server';
import { sessionRequest, setCookie, SITE_URL } from '@/tests/support/session-requests';
import { tempDbPath } from '@/tests/support/temp-sqlite';
import { createLocalAccounts } from './local-accounts';
import { sessionHandlers } from './session-route';
import type { Accounts } from './types';

const email = 'ana@example.com';
const password = 'Secret1!';

let temp: ReturnType<typeof tempDbPath>;
let db: ReturnType<typeof openDatabase>;
let accounts: Accounts;

function handlers(config: { NODE_ENV?: string; SITE_URL?: string } = {}) {
  return sessionHandlers({
    accounts: async () => accounts,
    rateLimit: createRateLimit(),
    config: () => ({ NODE_ENV: 'test', SITE_URL, TRUSTED_PROXY_HOPS: 0, ...config }),
  });
}

beforeAll(async () => {
  temp = tempDbPath();
  db = openDatabase(temp.file);
  accounts = createLocalAccounts(db);
  await accounts.createUser(email, password);
});

afterAll(() => {
  db.close();
  temp.remove();
});

test('log-in sets an httpOnly SameSite=Lax __session cookie; GET then knows the user; DELETE ends it', async () => {
  const route = handlers();
  const login = await route.POST(sessionRequest('POST', { body: { email, password } }));
  expect(login.status).toBe(200);
  expect(login.headers.get('cache-control')).toBe('private, no-store');
  const { value, header } = setCookie(login);
  expect(value).toMatch(/^[\w-]{43}$/);
  expect(header).toMatch(/HttpOnly/i);
  expect(header).toMatch(/SameSite=lax/i);
  expect(header).toMatch(/Path=\//);
  expect(header).toMatch(/Max-Age=432000/);
  expect(header).not.toMatch(/Secure/i);
  expect(header).not.toMatch(/Domain=/i);
  const { user } = (await login.json()) as { user: { email: string } };
  expect(user.email).toBe(email);

  const who = await route.GET(sessionRequest('GET', { cookie: value }));
  expect(await who.json()).toEqual({ user: { uid: expect.any(String), email, displayName: null }, staff: false });

  const logout = await route.DELETE(sessionRequest('DELETE', { cookie: value }));
  expect(logout.status).toBe(200);
  const cleared = setCookie(logout);
  expect(cleared.value).toBe('');
  expect(cleared.header).toMatch(/HttpOnly/i);
  expect(cleared.header).toMatch(/SameSite=lax/i);
  expect(cleared.header).toMatch(/Path=\//);
  expect(cleared.header).toMatch(/Max-Age=0/);
  await expect(accounts.verifySession(value!)).resolves.toBeNull();

  // The old cookie is now worthless, and the server tells the browser to drop it.
  const after = await route.GET(sessionRequest('GET', { cookie: value }));
  expect(await after.json()).toEqual({ user: null });
  expect(setCookie(after).value).toBe('');
});

test('GET says whether the user may moderate (editor and up): a hint for pages, never an authorisation', async () => {
  const route = handlers();
  const staffEmail = 'edith@example.com';
  await accounts.createUser(staffEmail, password);
  const { value } = setCookie(await route.POST(sessionRequest('POST', { body: { email: staffEmail, password } })));
  const staff = async () => ((await (await route.GET(sessionRequest('GET', { cookie: value }))).json()) as { staff: boolean }).staff;
  expect(await staff()).toBe(false);
  await accounts.markConfirmed((await accounts.uidOf(staffEmail))!);
  await accounts.setRole(staffEmail, 'editor');
  expect(await staff()).toBe(true);
  await accounts.setRole(staffEmail, null);
  expect(await staff()).toBe(false);
});

test('GET without a cookie: nobody', async () => {
  const response = await handlers().GET(sessionRequest('GET'));
  expect(await response.json()).toEqual({ user: null });
  expect(response.headers.get('set-cookie')).toBeNull();
});

test.each([
  [{ email: 'Ana@example.com', password }, 400, MESSAGES.invalidAccountEmail],
  [{ email, password: 'secret' }, 400, MESSAGES.invalidPassword],
  [{ email, password: 'Wrong1!x' }, 401, MESSAGES.loginFailed],
  [{ email: 'nobody@example.com', password }, 401, MESSAGES.loginFailed],
  [{ idToken: 'x' }, 400, MESSAGES.invalidAccountEmail],
])('%j: %i %s, no cookie', async (body, status, message) => {
  const response = await handlers().POST(sessionRequest('POST', { body }));
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ message });
  expect(response.headers.get('set-cookie')).toBeNull();
});

test('a cross-site log-in (login CSRF) is refused', async () => {
  const route = handlers();
  const attempts: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example', 'sec-fetch-site': '' }];
  for (const headers of attempts) {
    const response = await route.POST(sessionRequest('POST', { body: { email, password }, headers }));
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  }
});

test('a body that is not JSON is refused', async () => {
  const request = sessionRequest('POST', { headers: { 'content-type': 'text/plain' } });
  const response = await handlers().POST(request);
  expect(response.status).toBe(400);
});

test('the cookie is Secure in production on an https site', async () => {
  const response = await handlers({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' }).POST(
    sessionRequest('POST', { body: { email, password }, headers: { origin: 'https://www.example.com' } }),
  );
  expect(response.status).toBe(200);
  expect(setCookie(response).header).toMatch(/Secure/i);
});

// Next's server writes the connection's address into X-Forwarded-For; these requests carry it.
const from = (address: string, body: unknown) => sessionRequest('POST', { body, headers: { 'x-forwarded-for': address } });

test('password guessing on one account is slowed for the guessing address only', async () => {
  const route = handlers();
  const statuses = [];
  for (let i = 0; i < 11; i++) statuses.push((await route.POST(from('198.51.100.9', { email, password: `Wrong${i}!x` }))).status);
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  const refused = await route.POST(from('198.51.100.9', { email, password }));
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ message: MESSAGES.rateLimited });
  // The owner, from their own address, signs in.
  expect((await route.POST(from('203.0.113.7', { email, password }))).status).toBe(200);
});

test('wrong passwords sent under forged addresses do not lock the owner out', async () => {
  const route = handlers();
  for (let i = 0; i < 7; i++) await route.POST(from(`10.9.8.${i}`, { email, password: `Wrong${i}!x` }));
  expect((await route.POST(from('203.0.113.7', { email, password }))).status).toBe(200);
});

test('a hundred junk log-ins from one address do not block anyone else', async () => {
  const route = handlers();
  for (let i = 0; i < 101; i++) await route.POST(from('198.51.100.66', { email: `x${i}@example.com`, password: 'Wrong1!x' }));
  expect((await route.POST(from('198.51.100.66', { email, password }))).status).toBe(429);
  expect((await route.POST(from('203.0.113.8', { email, password }))).status).toBe(200);
}, 120_000); // 102 scrypt hashes at the real limit: seconds alone, far more on a busy 2-core machine

test('successful log-ins are never counted, and a success clears the failures before it', async () => {
  const route = handlers();
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < 9; i++) expect((await route.POST(from('203.0.113.9', { email, password: `Wrong${i}!x` }))).status).toBe(401);
    expect((await route.POST(from('203.0.113.9', { email, password }))).status).toBe(200);
  }
  for (let i = 0; i < 30; i++) expect((await route.POST(from('203.0.113.9', { email, password }))).status).toBe(200);
}, 60_000);

test('a body over 16 kB is refused with 413: by its declared length before reading, or where it passes the limit', async () => {
  const route = handlers();
  const declared = sessionRequest('POST', { headers: { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) } });
  expect((await route.POST(declared)).status).toBe(413);
  // A body of unknown length: the handler stops pulling once it has seen more than the limit.
  let pulled = 0;
  const chunk = new Uint8Array(4096).fill(32);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      if (pulled > 10_000) controller.close();
      else controller.enqueue(chunk);
    },
  });
  const streamed = new NextRequest(`${SITE_URL}/api/session`, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: SITE_URL, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    body: stream,
    duplex: 'half',
    // Node needs `duplex` for a streamed body; the DOM's RequestInit type does not know it.
  } as unknown as ConstructorParameters<typeof NextRequest>[1]);
  expect((await route.POST(streamed)).status).toBe(413);
  expect(pulled).toBeLessThan(10);
});
