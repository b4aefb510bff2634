import { NextRequest } from 'next/server';
import { config, proxy } from '../proxy';
import { ACCOUNT_PATHS } from '../lib/security/headers';

const request = (path: string) => new NextRequest(new URL(path, 'http://127.0.0.1:3000'));
const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('proxy.ts', () => {
  test('its matcher covers every account page (and its sub-paths) plus the two aliases', () => {
    expect(config.matcher).toEqual(['/about', '/industries', ...ACCOUNT_PATHS.map((p) => `${p}/:path*`)]);
  });

  test.each(ACCOUNT_PATHS)('%s gets a fresh 128-bit nonce CSP on the response and on the request Next renders', (path) => {
    const first = proxy(request(path));
    const second = proxy(request(path));
    const csp = first.headers.get('content-security-policy');
    const nonce = nonceOf(csp);
    expect(nonce).toBeDefined();
    expect(Buffer.from(nonce!, 'base64')).toHaveLength(16);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}';`);
    // NextResponse.next({ request }) forwards overridden request headers under x-middleware-request-*.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
  });

  test('the aliases still redirect permanently', () => {
    const about = proxy(request('/about'));
    expect(about.status).toBe(308);
    expect(new URL(about.headers.get('location')!).pathname).toBe('/about-us');
    expect(new URL(proxy(request('/industries')).headers.get('location')!).pathname).toBe('/focus');
  });

  test('other paths pass through without a CSP of their own (next.config.ts sends the static one)', () => {
    const response = proxy(request('/login-help'));
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});
