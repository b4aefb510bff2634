import { openDatabase } from '@/lib/data/sqlite';
import { createRateLimit } from '@/lib/rate-limit';
import { MESSAGES } from '@/lib/validation';
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
  expect(await who.json()).toEqual({ user: { uid: expect.any(String), email, displayName: null } });

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

test('password guessing on one account is rate limited', async () => {
  const route = handlers();
  const statuses = [];
  for (let i = 0; i < 11; i++) statuses.push((await route.POST(sessionRequest('POST', { body: { email, password: `Wrong${i}!x` } }))).status);
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  const refused = await route.POST(sessionRequest('POST', { body: { email, password } }));
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ message: MESSAGES.rateLimited });
});
