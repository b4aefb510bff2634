import type { NextConfig } from 'next';
import { env } from './lib/env';
import { cspOptions, nextHeaderRules } from './lib/security/headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // better-sqlite3 is a native addon: load it from node_modules at run time, never bundle it.
  serverExternalPackages: ['better-sqlite3'],
  images: {
    formats: ['image/avif', 'image/webp'],
    dangerouslyAllowSVG: false,
  },
  experimental: {
    serverActions: { bodySizeLimit: '64kb' },
  },
  // Security headers on every response; the static CSP everywhere but the account pages,
  // whose nonce CSP comes from proxy.ts (lib/security/headers.ts explains the split).
  async headers() {
    return nextHeaderRules(cspOptions(env()));
  },
};

export default nextConfig;
