import { SESSION_COOKIE, sessionCookieOptions } from './cookie';

test('the cookie is __session, httpOnly, SameSite=Lax, path /', () => {
  expect(SESSION_COOKIE).toBe('__session');
  expect(sessionCookieOptions({ NODE_ENV: 'development', SITE_URL: 'http://localhost:3000' }, 60)).toEqual({
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: false,
    maxAge: 60,
  });
});

test.each([
  ['production', 'https://www.example.com', true],
  ['production', 'http://127.0.0.1:3100', false],
  ['development', 'https://www.example.com', false],
  ['test', 'http://localhost:3000', false],
])('NODE_ENV=%s SITE_URL=%s: Secure is %s', (NODE_ENV, SITE_URL, secure) => {
  expect(sessionCookieOptions({ NODE_ENV, SITE_URL }).secure).toBe(secure);
});
