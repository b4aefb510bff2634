/** Where the shareable URLs of each section live. */
export const LINK_PREFIXES = { insights: '/insights', news: '/news', events: '/events', careers: '/careers' } as const;

/** Request headers from proxy.ts to the 404 of unmatched URLs (app/global-not-found.tsx). */
export const MISSING_HEADERS = { section: 'x-missing-section', words: 'x-missing-words', gone: 'x-missing-gone' } as const;
/** A path no route serves: a request rewritten there renders app/global-not-found.tsx with status 404. */
export const MISSING_PATH = '/missing-link';

/** The page of a link to what staff withdrew; it is found by no other way (404 without the proxy's header). */
export const WITHDRAWN_PATH = '/withdrawn-link';

/**
 * A shared link that names nothing goes to the missing-link 404 by a rewrite of Next's config,
 * chosen by the header proxy.ts sets: a relative rewrite always stays in the process. (A rewrite
 * returned from the proxy is an absolute URL, and Next proxies it over the network when its
 * origin differs from the server's own, which it does behind TLS on a server bound to 127.0.0.1:
 * vercel/next.js#94745.) proxy.ts removes the header from every request that arrives with it.
 */
// `:path+`, as proxy.ts's matcher: the proxy removes a visitor's own headers only where it runs,
// and '/insights/:path*' would also match the list at '/insights'.
export function missingLinkRewrites() {
  return [
    // Withdrawn by staff: app/withdrawn-link/page.tsx, answered with the proxy's 410.
    ...Object.values(LINK_PREFIXES).map((prefix) => ({
      source: `${prefix}/:path+`,
      has: [{ type: 'header' as const, key: MISSING_HEADERS.gone }],
      destination: WITHDRAWN_PATH,
    })),
    ...Object.values(LINK_PREFIXES).map((prefix) => ({
      source: `${prefix}/:path+`,
      has: [{ type: 'header' as const, key: MISSING_HEADERS.section }],
      destination: MISSING_PATH,
    })),
  ];
}
