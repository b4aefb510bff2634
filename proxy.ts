import { NextResponse, type NextRequest } from 'next/server';

/** Alternative paths of the spec that point at one canonical page (permanent redirects). */
const ALIASES: Record<string, string> = {
  '/about': '/about-us',
  '/industries': '/focus',
};

export function proxy(request: NextRequest) {
  const target = ALIASES[request.nextUrl.pathname];
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/about', '/industries'],
};
