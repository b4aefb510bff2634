/**
 * Headers for every response. The CSP here is the one for cached pages: Next's inline
 * bootstrap scripts need 'unsafe-inline' in script-src (a per-request nonce cannot be
 * baked into a prerendered page); every other directive is strict.
 */
export function contentSecurityPolicy(options: { dev?: boolean; firebase?: boolean } = {}): string {
  const connect = ["'self'"];
  if (options.firebase) {
    connect.push(
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    );
  }
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${options.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

export function securityHeaders() {
  const dev = process.env.NODE_ENV === 'development';
  const firebase = process.env.SITE_BACKEND === 'firebase';
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev, firebase }) },
  ];
}
