import type { Env } from '../env';

/**
 * Response headers of the site. Two CSPs, one per kind of page:
 * - cached (static/ISR) pages: no request exists when their HTML is made, so no nonce can be
 *   stamped on Next's inline bootstrap scripts; script-src therefore allows inline scripts and
 *   every other directive stays strict;
 * - account pages (ACCOUNT_PATHS), where passwords are typed, and the staff's studio: dynamic, so proxy.ts gives each
 *   response a fresh nonce and a 'strict-dynamic' policy with no 'unsafe-inline'.
 * next.config.ts sends the static CSP everywhere except the account pages, so those carry
 * exactly one policy (two CSP headers would both be enforced).
 */

/** Pages rendered per request with a nonce CSP. proxy.ts's matcher lists the same paths. */
export const ACCOUNT_PATHS = ['/login', '/signup', '/forgot-password', '/otp', '/reset-password', '/account', '/studio'] as const;

/** `headers()` source matching every path except the account pages and their sub-paths. */
export const STATIC_CSP_SOURCE = `/((?!(?:${ACCOUNT_PATHS.map((p) => p.slice(1)).join('|')})(?:/|$)).*)`;

export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export type CspOptions = {
  /** Per-request nonce (account pages); absent for cached pages. */
  nonce?: string;
  /** `next dev`: React needs eval for its error overlay and injects styles without nonces. */
  dev?: boolean;
  /** Firebase mode: the browser talks to Firebase Auth and Firestore directly. */
  firebase?: boolean;
  /** `host:port` of Firebase emulators (never set in production, see lib/env.ts). */
  emulatorHosts?: (string | undefined)[];
};

const FIREBASE_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
];

// When its channel fails, the Firestore web SDK (WebChannel) checks the network by loading
// https://www.google.com/images/cleardot.gif: allowed as an image in Firebase mode only.
const FIREBASE_IMAGE_ORIGINS = ['https://www.google.com'];

const HOST_PORT = /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9A-Fa-f:]+\]:\d{1,5}$/;

export function connectSources(options: Pick<CspOptions, 'firebase' | 'emulatorHosts'>): string[] {
  const sources = ["'self'"];
  if (!options.firebase) return sources;
  sources.push(...FIREBASE_ORIGINS);
  for (const host of options.emulatorHosts ?? []) {
    // A malformed value must not smuggle extra directives (';') or wildcards into the policy.
    if (host && HOST_PORT.test(host)) sources.push(`http://${host}`);
  }
  return sources;
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const { nonce, dev = false } = options;
  if (nonce !== undefined && !/^[A-Za-z0-9+/=_-]{16,}$/.test(nonce)) throw new Error('Invalid CSP nonce');
  const eval_ = dev ? " 'unsafe-eval'" : '';
  const script = nonce ? `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${eval_}` : `script-src 'self' 'unsafe-inline'${eval_}`;
  const style = nonce && !dev ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self' 'unsafe-inline'";
  return [
    "default-src 'self'",
    script,
    style,
    // next/image and React style props render style attributes, which nonces cannot cover.
    ...(nonce ? ["style-src-attr 'unsafe-inline'"] : []),
    ['img-src', "'self'", 'data:', 'blob:', ...(options.firebase ? FIREBASE_IMAGE_ORIGINS : [])].join(' '),
    "font-src 'self'",
    `connect-src ${connectSources(options).join(' ')}`,
    "media-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/** CSP options for this deployment, from the parsed environment. */
export function cspOptions(env: Pick<Env, 'NODE_ENV' | 'SITE_BACKEND' | 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'>): CspOptions {
  return {
    dev: env.NODE_ENV === 'development',
    firebase: env.SITE_BACKEND === 'firebase',
    emulatorHosts: [env.FIRESTORE_EMULATOR_HOST, env.FIREBASE_AUTH_EMULATOR_HOST],
  };
}

type Header = { key: string; value: string };

/** Headers for every response, whatever its kind (pages, API routes, static files, 404s). */
export function securityHeaders(): Header[] {
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Only features browsers know: an unknown one (Chromium does not know `bluetooth`) is a console warning on every page.
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    // Legacy browsers only; CSP frame-ancestors is the real control.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Permitted-Cross-Domain-Policies', value: 'none' },
  ];
}

/** next.config.ts `headers()`: the common set everywhere, the static CSP outside the account pages. */
export function nextHeaderRules(options: CspOptions) {
  return [
    { source: '/:path*', headers: securityHeaders() },
    { source: STATIC_CSP_SOURCE, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ ...options, nonce: undefined }) }] },
  ];
}
