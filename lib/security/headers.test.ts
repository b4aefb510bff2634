import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { parseEnv } from '../env';
import {
  ACCOUNT_PATHS,
  STATIC_CSP_SOURCE,
  connectSources,
  contentSecurityPolicy,
  cspOptions,
  isAccountPath,
  nextHeaderRules,
  securityHeaders,
} from './headers';

const NONCE = 'q2VzvN3nKQYk8Ye1w0lqJA==';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

/** Findings of Google's CSP Evaluator worse than informational. */
function weaknesses(policy: string) {
  return new CspEvaluator(new CspParser(policy).csp)
    .evaluate()
    .filter((f) => f.severity < Severity.INFO)
    .map((f) => `${f.directive}: ${f.description}`);
}

describe('content security policy', () => {
  const common = (policy: string) => {
    const d = directives(policy);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('frame-src')).toEqual(["'none'"]);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/\*|https:(\s|;|$)|http:(\s|;|$)/);
  };

  test('account pages: nonce + strict-dynamic, nothing unsafe for scripts; the evaluator finds no weakness', () => {
    const policy = contentSecurityPolicy({ nonce: NONCE });
    common(policy);
    const d = directives(policy);
    expect(d.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"]);
    expect(d.get('style-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(d.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(weaknesses(policy)).toEqual([]);
  });

  test("cached pages: the only loosening is Next's inline scripts and styles", () => {
    const policy = contentSecurityPolicy();
    common(policy);
    const d = directives(policy);
    expect(d.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy).not.toContain('nonce-');
    expect(weaknesses(policy).filter((w) => !w.startsWith('script-src:'))).toEqual([]);
  });

  test("development adds 'unsafe-eval' (React's dev overlay) and nothing else to scripts", () => {
    expect(directives(contentSecurityPolicy({ dev: true })).get('script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(directives(contentSecurityPolicy({ dev: true, nonce: NONCE })).get('script-src')).toContain("'unsafe-eval'");
  });

  test('rejects a nonce that could inject directives', () => {
    expect(() => contentSecurityPolicy({ nonce: "abc'; script-src *" })).toThrow('Invalid CSP nonce');
    expect(() => contentSecurityPolicy({ nonce: 'short' })).toThrow('Invalid CSP nonce');
  });

  test('Firebase origins only in Firebase mode; emulator hosts only when well-formed', () => {
    expect(connectSources({ firebase: false, emulatorHosts: ['127.0.0.1:8080'] })).toEqual(["'self'"]);
    expect(connectSources({ firebase: true })).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    ]);
    expect(connectSources({ firebase: true, emulatorHosts: ['127.0.0.1:8080', 'localhost:9099', undefined, '*; script-src *', 'evil'] })).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'http://127.0.0.1:8080',
      'http://localhost:9099',
    ]);
    expect(contentSecurityPolicy()).toContain("connect-src 'self';");
  });

  test("Firebase mode allows the web SDK's connectivity probe image (www.google.com), and only then", () => {
    expect(directives(contentSecurityPolicy({ firebase: true })).get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://www.google.com']);
    expect(directives(contentSecurityPolicy({ firebase: true, nonce: NONCE })).get('img-src')).toContain('https://www.google.com');
    expect(directives(contentSecurityPolicy()).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  test('options come from the parsed environment', () => {
    expect(cspOptions(parseEnv({ NODE_ENV: 'production' }))).toEqual({ dev: false, firebase: false, emulatorHosts: [undefined, undefined] });
    const firebase = parseEnv({
      NODE_ENV: 'development',
      SITE_BACKEND: 'firebase',
      FIREBASE_PROJECT_ID: 'demo-site',
      FIREBASE_API_KEY: 'k',
      FIREBASE_AUTH_DOMAIN: 'demo-site.firebaseapp.com',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(contentSecurityPolicy(cspOptions(firebase))).toContain('http://127.0.0.1:8080 http://127.0.0.1:9099');
  });
});

describe('header rules for next.config.ts', () => {
  test('every response gets HSTS (1 year + subdomains), nosniff, referrer, permissions, COOP, CORP', () => {
    const headers = Object.fromEntries(securityHeaders().map((h) => [h.key, h.value]));
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(Object.keys(headers)).not.toContain('Content-Security-Policy');
  });

  test('the static CSP rule skips exactly the account pages', () => {
    const rules = nextHeaderRules({});
    expect(rules[0]).toEqual({ source: '/:path*', headers: securityHeaders() });
    expect(rules[1]?.headers).toEqual([{ key: 'Content-Security-Policy', value: contentSecurityPolicy() }]);
    // Next compiles `source` with path-to-regexp, anchored; a custom group is a plain regex.
    const inner = STATIC_CSP_SOURCE.slice(2, -1);
    const matches = (path: string) => new RegExp(`^/${inner}$`).test(path);
    for (const path of ACCOUNT_PATHS) {
      expect(matches(path)).toBe(false);
      expect(matches(`${path}/step`)).toBe(false);
      expect(isAccountPath(path)).toBe(true);
    }
    for (const path of ['/', '/news', '/insights/a/1', '/api/health', '/_next/static/x.js', '/login-help', '/otpx', '/about-us/login']) {
      expect(matches(path)).toBe(true);
      expect(isAccountPath(path)).toBe(false);
    }
  });

  test('a nonce is never baked into the static rule', () => {
    expect(nextHeaderRules({ nonce: NONCE })[1]?.headers[0]?.value).not.toContain('nonce-');
  });
});
