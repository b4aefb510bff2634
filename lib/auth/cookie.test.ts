import { SESSION_COOKIE, sessionCookieOptions } from './cookie';

const direct = new Headers();
const behindTls = new Headers({ 'x-forwarded-proto': 'https' });

test('the cookie is __session, httpOnly, SameSite=Lax, path /', () => {
  expect(SESSION_COOKIE).toBe('__session');
  expect(sessionCookieOptions({ NODE_ENV: 'development', SITE_URL: 'http://localhost:3000' }, direct, 60)).toEqual({
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: false,
    maxAge: 60,
  });
});

test.each([
  ['production', 'https://www.example.com', direct, true],
  ['production', 'http://127.0.0.1:3100', direct, false],
  ['development', 'https://www.example.com', direct, false],
  ['test', 'http://localhost:3000', direct, false],
  // Served over https through a TLS front end: Secure, whatever SITE_URL says.
  ['production', 'http://www.example.com', behindTls, true],
  ['development', 'http://localhost:3000', behindTls, true],
  ['production', 'http://www.example.com', new Headers({ 'x-forwarded-proto': 'HTTPS, http' }), true],
  ['production', 'http://www.example.com', new Headers({ 'x-forwarded-proto': 'http' }), false],
])('NODE_ENV=%s SITE_URL=%s: Secure is %#', (NODE_ENV, SITE_URL, headers, secure) => {
  expect(sessionCookieOptions({ NODE_ENV, SITE_URL }, headers).secure).toBe(secure);
});
