import { NextResponse, type NextRequest } from 'next/server';
import { env } from './lib/env';
import { contentSecurityPolicy, cspOptions, isAccountPath } from './lib/security/headers';
import { linkSectionOf, MISSING_HEADERS, MISSING_PATH, resolveLink, type LinkSectionName } from './lib/routing/link-targets';

/** Alternative paths of the spec that point at one canonical page (permanent redirects). */
const ALIASES: Record<string, string> = {
  '/about': '/about-us',
  '/industries': '/focus',
};

/**
 * Request-time work only: the alias redirects, shared links resolved to their canonical URL,
 * and the per-request nonce CSP of the account pages. Never authorisation (proxy can be
 * bypassed; actions check the session themselves).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const target = ALIASES[pathname];
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 308);
  }
  const section = linkSectionOf(pathname);
  if (section) return sharedLink(request, section);
  if (!isAccountPath(pathname)) return NextResponse.next();

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const csp = contentSecurityPolicy({ ...cspOptions(env()), nonce });
  // Next reads the nonce from the request's CSP while rendering and stamps it on its scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

/**
 * An article, event or opening link as it arrived: through when canonical, one 308 to the
 * canonical URL with the query kept when its intent is clear, else the helpful 404.
 */
async function sharedLink(request: NextRequest, section: LinkSectionName) {
  // The raw path: nextUrl has already collapsed what the resolver needs to see (double slashes).
  const { pathname, search } = new URL(request.url);
  const resolution = await resolveLink(section, pathname, search);
  if (resolution.kind === 'pass') return NextResponse.next();
  if (resolution.kind === 'redirect') return NextResponse.redirect(new URL(resolution.location, request.nextUrl.origin), 308);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(MISSING_HEADERS.section, section);
  requestHeaders.set(MISSING_HEADERS.words, encodeURIComponent(resolution.words.join(' ')));
  return NextResponse.rewrite(new URL(MISSING_PATH, request.nextUrl.origin), { request: { headers: requestHeaders } });
}

// Must be literals (read at build time); tests/proxy-config.test.ts checks them against ACCOUNT_PATHS.
export const config = {
  matcher: ['/about', '/industries', '/insights/:path+', '/events/:path+', '/careers/:path+', '/login/:path*', '/signup/:path*', '/forgot-password/:path*', '/otp/:path*', '/reset-password/:path*'],
};
