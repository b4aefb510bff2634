/**
 * Login-CSRF guard for the session route (route handlers get none of Next's server-action
 * Origin check). A browser always says where a request comes from: refuse anything it marks
 * as cross-site, and any Origin that is neither the site's public origin nor this host.
 * Requests with neither header are not from a browser, so CSRF does not apply to them.
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  if (origin === new URL(siteUrl).origin) return true;
  try {
    return new URL(origin).host === request.headers.get('host');
  } catch {
    return false; // 'null' and other opaque origins
  }
}
