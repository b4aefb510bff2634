import { NextResponse, type NextRequest } from 'next/server';
import { env } from './lib/env';
import { contentSecurityPolicy, cspOptions, isAccountPath } from './lib/security/headers';

/** Alternative paths of the spec that point at one canonical page (permanent redirects). */
const ALIASES: Record<string, string> = {
  '/about': '/about-us',
  '/industries': '/focus',
};

/**
 * Request-time work only: the alias redirects and the per-request nonce CSP of the account
 * pages. Never authorisation (proxy can be bypassed; actions check the session themselves).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const target = ALIASES[pathname];
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 308);
  }
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

// Must be literals (read at build time); tests/proxy-config.test.ts checks them against ACCOUNT_PATHS.
export const config = {
  matcher: ['/about', '/industries', '/login/:path*', '/signup/:path*', '/forgot-password/:path*', '/otp/:path*', '/reset-password/:path*'],
};
