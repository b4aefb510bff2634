import path from 'node:path';
import type { NextConfig } from 'next';
import { IMAGE_DEFAULTS } from './components/ui/image-attributes';
import { addCompileHints } from './lib/build/compile-hints';
import { firstPageRewrites, twinRedirects } from './lib/routing/first-pages';
import { env } from './lib/env';
import { cspOptions, nextHeaderRules } from './lib/security/headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // better-sqlite3 is a native addon: load it from node_modules at run time, never bundle it.
  serverExternalPackages: ['better-sqlite3'],
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [...IMAGE_DEFAULTS.deviceSizes],
    dangerouslyAllowSVG: false,
  },
  experimental: {
    serverActions: { bodySizeLimit: '64kb' },
    // Next's client runtime is CommonJS: tree-shaking and scope-hoisting it drops unused router
    // code, and merging the framework's chunks (all loaded on every page) compresses them as one.
    // Together −1.2 to −1.5 kB gzip of first-load JS on every page (docs/performance.md).
    turbopackCjsTreeShaking: true,
    turbopackCjsScopeHoisting: true,
    turbopackChunking: { minChunkSize: 200_000, maxChunkCountPerGroup: 2, maxMergeChunkSize: 2_000_000 },
  },
  compiler: {
    // The framework's chunks ask V8 to compile them eagerly, off the main thread (lib/build/compile-hints.ts).
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      await addCompileHints(path.resolve(projectDir, distDir));
    },
  },
  // Security headers on every response; the static CSP everywhere but the account pages,
  // whose nonce CSP comes from proxy.ts (lib/security/headers.ts explains the split).
  async headers() {
    return nextHeaderRules(cspOptions(env()));
  },
  // A list's bare path is served by its prerendered first page (lib/routing/first-pages.ts).
  async rewrites() {
    return { beforeFiles: firstPageRewrites(), afterFiles: [], fallback: [] };
  },
  async redirects() {
    return twinRedirects();
  },
};

export default nextConfig;
