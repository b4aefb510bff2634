import { NextResponse, type NextRequest } from 'next/server';
import { env } from './lib/env';
import { isSameOrigin } from './lib/auth/same-origin';
import { IMAGE_UPLOAD_PATH } from './lib/media/paths';
import { actionRequestProblem } from './lib/security/action-request';
import { contentSecurityPolicy, cspOptions, isAccountPath } from './lib/security/headers';
import { linkSectionOf, resolveLink, type LinkSectionName } from './lib/routing/link-targets';
import { MISSING_HEADERS, WITHDRAWN_PATH } from './lib/routing/missing-link';

/** Alternative paths of the spec that point at one canonical page (permanent redirects). */
const ALIASES: Record<string, string> = {
  '/about': '/about-us',
  '/industries': '/focus',
};

/**
 * Request-time work only: refusing cross-origin or undecodable server action calls and
 * malformed paths, the alias redirects, preview URLs without their query, shared links resolved
 * to their canonical URL, account paths in lower case, and the per-request nonce CSP of the
 * account pages. Never authorisation (proxy can be bypassed; actions check the session
 * themselves).
 */
export async function proxy(request: NextRequest) {
  // A server action call from another origin is refused, and one Next could not decode would
  // answer 500 from inside Next: a script's call (Next-Action header) or a form posted before
  // any script (multipart).
  if (request.method === 'POST' && (request.headers.has('next-action') || request.headers.get('content-type')?.startsWith('multipart/form-data'))) {
    if (!isSameOrigin(request, env().SITE_URL)) return plainText(403, 'Forbidden');
    // The studio's image upload is a route handler with its own, larger cap (an image is no action call).
    const problem = request.nextUrl.pathname === IMAGE_UPLOAD_PATH && !request.headers.has('next-action') ? null : await actionRequestProblem(request);
    if (problem) return plainText(problem.status, problem.status === 413 ? 'Request too large' : 'Bad request');
  }
  const { pathname } = request.nextUrl;
  const target = ALIASES[pathname];
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 308);
  }
  // A link preview is the same image whatever query a sharer glued on: one URL for a CDN to keep.
  if (pathname.startsWith('/og/') && request.nextUrl.search) {
    const url = request.nextUrl.clone();
    url.search = '';
    return NextResponse.redirect(url, { status: 308, headers: { 'Cache-Control': 'public, max-age=3600, s-maxage=3600' } });
  }
  // A shared link's resolver reads a damaged escape too: its article (308) or the helpful 404.
  const section = linkSectionOf(pathname);
  if (section) return sharedLink(request, section);
  // Reached directly (not through a shared link's rewrite), the withdrawn page gets no header of a visitor's.
  if (pathname === WITHDRAWN_PATH) return NextResponse.next({ request: { headers: withoutMissingHeaders(request.headers) } });
  // Anywhere else a malformed escape ('%ZZ', '%FF') would fail Next's decoding of a route's parameters with a 500.
  if (!wellEncoded(pathname)) return plainText(400, 'Bad request');
  // Routes are case-sensitive, the header rules are not: '/Login' would get neither CSP. Only the
  // first segment is lowered: what follows may be an id whose case matters (/studio/queries/<uid>_<ms>).
  const first = pathname.slice(0, (pathname.indexOf('/', 1) + 1 || pathname.length + 1) - 1);
  if (first !== first.toLowerCase() && isAccountPath(first.toLowerCase())) {
    const url = request.nextUrl.clone();
    url.pathname = first.toLowerCase() + pathname.slice(first.length);
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

function withoutMissingHeaders(headers: Headers): Headers {
  const clean = new Headers(headers);
  Object.values(MISSING_HEADERS).forEach((name) => clean.delete(name));
  return clean;
}

/** Next's draft-mode cookie (`draftMode().enable()`). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

const plainText = (status: number, text: string) => new NextResponse(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

function wellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * An article, news item, event or opening link as it arrived: through when canonical, one 308 to the
 * canonical URL with the query kept when its intent is clear, else the helpful 404.
 */
async function sharedLink(request: NextRequest, section: LinkSectionName) {
  // Staff previewing a draft (Next's draft mode): the page itself shows it, under any heading.
  // The page checks the cookie and the role; a visitor's own cookie gets the page's plain 404.
  if (request.cookies.has(DRAFT_MODE_COOKIE)) return NextResponse.next({ request: { headers: withoutMissingHeaders(request.headers) } });
  // The raw path: nextUrl has already collapsed what the resolver needs to see (double slashes).
  const { pathname, search } = new URL(request.url);
  const resolution = await resolveLink(section, pathname, search);
  if (resolution.kind === 'redirect') return NextResponse.redirect(new URL(resolution.location, request.nextUrl.origin), 308);
  // The missing-link rewrite in next.config.ts follows these headers; a visitor's own never count.
  const requestHeaders = withoutMissingHeaders(request.headers);
  if (resolution.kind === 'missing' || resolution.kind === 'gone') {
    requestHeaders.set(MISSING_HEADERS.section, section);
    requestHeaders.set(MISSING_HEADERS.words, encodeURIComponent(resolution.words.join(' ')));
  }
  // Withdrawn by staff: the same page's way on, answered 410 Gone (Next keeps the proxy's status).
  if (resolution.kind === 'gone') {
    requestHeaders.set(MISSING_HEADERS.gone, '1');
    return NextResponse.next({ request: { headers: requestHeaders }, status: 410 });
  }
  return NextResponse.next({ request: { headers: requestHeaders } });
}

// Must be literals (read at build time); tests/proxy.test.ts checks what they cover. The proxy
// runs only where it has work: server action calls (checked for what Next cannot decode),
// aliases, shared links (and the withdrawn page they may be rewritten to), link previews, any path with an escape in it (a malformed one would
// break whichever route has parameters, and a new route needs no entry here), and the account
// pages in any case (routes are case-sensitive, header rules are not, so '/Login' would
// otherwise get no CSP at all).
export const config = {
  matcher: [
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
    '/about',
    '/industries',
    '/insights/:path+',
    '/news/:path+',
    '/events/:path+',
    '/careers/:path+',
    '/og/:path+',
    '/withdrawn-link',
    '/(.*%.*)',
    '/:account([Ll][Oo][Gg][Ii][Nn]|[Ss][Ii][Gg][Nn][Uu][Pp]|[Ff][Oo][Rr][Gg][Oo][Tt]-[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Oo][Tt][Pp]|[Rr][Ee][Ss][Ee][Tt]-[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Aa][Cc][Cc][Oo][Uu][Nn][Tt]|[Ss][Tt][Uu][Dd][Ii][Oo])/:path*',
  ],
};
