/**
 * The session cookie. Named `__session` because it is the only cookie Firebase Hosting
 * forwards to the app. httpOnly and SameSite=Lax always; Secure whenever the site is served
 * over https: the request came through a TLS front end (`X-Forwarded-Proto: https`, which App
 * Hosting's load balancer and CDNs set), or SITE_URL is https in production. (`next start` on
 * http://127.0.0.1, as in the e2e run, would never get a Secure cookie back from the browser;
 * a client claiming https over http only gets a cookie its browser drops.) Set and deleted
 * with the same attributes, or the browser keeps the old cookie.
 */
export const SESSION_COOKIE = '__session';

export type CookieOptions = { httpOnly: true; sameSite: 'lax'; path: '/'; secure: boolean; maxAge?: number };

export function sessionCookieOptions(config: { NODE_ENV: string; SITE_URL: string }, headers: Headers, maxAge?: number): CookieOptions {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const secure = forwarded === 'https' || (config.NODE_ENV === 'production' && new URL(config.SITE_URL).protocol === 'https:');
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, ...(maxAge === undefined ? {} : { maxAge }) };
}
