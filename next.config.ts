import path from 'node:path';
import type { NextConfig } from 'next';
import { LIST_CACHE_CONTROL, MAX_AGE_WITH_STALE, publicCache, SEARCH_MAX_AGE } from './lib/cache-control';
import { LISTS } from './lib/routing/list-pages';
import { missingLinkRewrites } from './lib/routing/missing-link';
import { env } from './lib/env';
import { cspOptions, nextHeaderRules } from './lib/security/headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  distDir: env().NEXT_DIST_DIR,
  // App Hosting gives the web app's Firebase config to the build only: Next writes the build's
  // value into the server code, where lib/env.ts reads it at run time.
  env: env().FIREBASE_WEBAPP_CONFIG ? { FIREBASE_WEBAPP_CONFIG: JSON.stringify(env().FIREBASE_WEBAPP_CONFIG) } : {},
  // A CDN may serve a cached page stale while it refreshes it, for at most this long after it was
  // rendered (Cache-Control: s-maxage=<revalidate>, stale-while-revalidate=<expireTime - revalidate>).
  // Next's default is a year; an hour bounds how old a page a visitor can get.
  expireTime: MAX_AGE_WITH_STALE,
  reactStrictMode: true,
  // Next's own file-system cache, plus revalidations shared between instances through the store.
  cacheHandler: path.resolve('lib/cache/handler.mjs'),
  // The link-preview images read their fonts from the package at run time (lib/seo/og-fonts.ts).
  outputFileTracingIncludes: { '/og/**': ['./node_modules/@fontsource/inter/files/inter-*-{400,700}-normal.woff'] },
  // better-sqlite3 is a native addon: load it from node_modules at run time, never bundle it.
  serverExternalPackages: ['better-sqlite3'],
  images: {
    // WebP, Next's default, not AVIF: a phone decodes it in a fraction of the time, and the first
    // screen's image decode is on the way to the first paint (docs/performance.md "Images").
    formats: ['image/webp'],
    // No source image is wider than 1920 px (the banners; articles' images are 1200), and Next
    // never enlarges: 2048 and 3840 would be the same pixels under two more URLs in every srcset.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    dangerouslyAllowSVG: false,
    // Only the site's pictures and staff uploads: any other path (a page, the studio's CSV export)
    // is refused with 400, never fetched and failed on (Next adds its own static media).
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/media/**' }],
  },
  experimental: {
    // Unmatched URLs get app/global-not-found.tsx, rendered per request (a shared link's
    // suggestions) without making every route's not-found boundary dynamic.
    globalNotFound: true,
    serverActions: { bodySizeLimit: '64kb' },
    // Next's client runtime is CommonJS: tree-shaking and scope-hoisting it drops unused router
    // code, and merging the framework's chunks (all loaded on every page) compresses them as one.
    // Together −1.2 to −1.5 kB gzip of first-load JS on every page (docs/performance.md).
    turbopackCjsTreeShaking: true,
    turbopackCjsScopeHoisting: true,
    turbopackChunking: { minChunkSize: 200_000, maxChunkCountPerGroup: 2, maxMergeChunkSize: 2_000_000 },
  },
  // Security headers on every response; the static CSP everywhere but the account pages,
  // whose nonce CSP comes from proxy.ts (lib/security/headers.ts explains the split).
  async headers() {
    return [
      ...nextHeaderRules(cspOptions(env())),
      // Search results are the same for everyone: a CDN keeps each query's page, keyed by its URL,
      // as long as the index it came from stays current (lib/search/fts.ts). Next keeps a
      // Cache-Control set here on a page it renders per request.
      { source: '/search', headers: [{ key: 'Cache-Control', value: publicCache(SEARCH_MAX_AGE) }] },
      // The lists, rendered per request too (lib/routing/list-pages.ts): each page, cursor and
      // filter is a URL a CDN keeps, with the same freshness as every prerendered page. Never a
      // list staff preview a draft in (draft mode's cookie: lib/studio/preview.ts): that render
      // keeps Next's own `private, no-store`.
      ...Object.keys(LISTS).map((source) => ({ source, missing: [{ type: 'cookie' as const, key: '__prerender_bypass' }], headers: [{ key: 'Cache-Control', value: LIST_CACHE_CONTROL }] })),
      // An insight's older comments (app/insights/[heading]/[id]/comments), per request like the lists.
      { source: '/insights/:heading/:id/comments', headers: [{ key: 'Cache-Control', value: LIST_CACHE_CONTROL }] },
    ];
  },
  // A shared link that names nothing is served by the missing-link 404 (lib/routing/missing-link.ts).
  async rewrites() {
    return { beforeFiles: missingLinkRewrites(), afterFiles: [], fallback: [] };
  },
};

export default nextConfig;
