/**
 * The session cookie. Named `__session` because it is the only cookie Firebase Hosting
 * forwards to the app. httpOnly and SameSite=Lax always; Secure in production when the site
 * is served over https. (`next start` on http://127.0.0.1, as in the e2e run, would never get
 * a Secure cookie back from the browser.) Set and deleted with the same attributes, or the
 * browser keeps the old cookie.
 */
export const SESSION_COOKIE = '__session';

export type CookieOptions = { httpOnly: true; sameSite: 'lax'; path: '/'; secure: boolean; maxAge?: number };

export function sessionCookieOptions(config: { NODE_ENV: string; SITE_URL: string }, maxAge?: number): CookieOptions {
  const secure = config.NODE_ENV === 'production' && new URL(config.SITE_URL).protocol === 'https:';
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, ...(maxAge === undefined ? {} : { maxAge }) };
}
