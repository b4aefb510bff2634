/**
 * Login-CSRF guard for the session route (route handlers get none of Next's server-action
 * Origin check) and for server action calls in proxy.ts (Next's own check compares the host
 * only, and lets a call without Origin through whatever its fetch metadata says). A browser
 * always says where a request comes from: refuse anything it marks as cross-site or same-site,
 * and any Origin that is neither the site's public origin nor this server's own origin (scheme,
 * host and port). Requests with neither header are not from a browser, so CSRF does not apply.
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  if (origin === new URL(siteUrl).origin) return true;
  // This server's origin as the browser addressed it: the scheme Next saw (the front end's,
  // through X-Forwarded-Proto) and the Host header.
  const own = `${new URL(request.url).protocol}//${request.headers.get('host')}`;
  return origin === own;
}
