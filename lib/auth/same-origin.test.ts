import { isSameOrigin } from './same-origin';

const SITE = 'https://www.example.com';

function request(headers: Record<string, string>) {
  return new Request('http://127.0.0.1:3000/api/session', { method: 'POST', headers });
}

test.each([
  ['same-origin fetch metadata and Origin', { 'sec-fetch-site': 'same-origin', origin: SITE, host: 'www.example.com' }, true],
  ['Origin equal to this host', { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }, true],
  ['no browser headers at all (not a browser: no CSRF)', {}, true],
  ['cross-site fetch metadata', { 'sec-fetch-site': 'cross-site', origin: SITE }, false],
  ['same-site (a sibling subdomain) fetch metadata', { 'sec-fetch-site': 'same-site' }, false],
  ['a foreign Origin', { origin: 'https://evil.example', host: 'www.example.com' }, false],
  ['an opaque null Origin', { origin: 'null', host: 'www.example.com' }, false],
  ['this host on another scheme', { origin: 'https://127.0.0.1:3000', host: '127.0.0.1:3000' }, false],
  ['this host on another port', { origin: 'http://127.0.0.1:3001', host: '127.0.0.1:3000' }, false],
  ['no Origin, but marked cross-site', { 'sec-fetch-site': 'cross-site' }, false],
  ['typed into the address bar (fetch metadata none)', { 'sec-fetch-site': 'none' }, true],
])('%s', (_why, headers, expected) => {
  expect(isSameOrigin(request(headers), SITE)).toBe(expected);
});

test("behind TLS, this host over plain HTTP is another origin", () => {
  const behindTls = (origin: string) => new Request('https://www.example.com/api/session', { method: 'POST', headers: { origin, host: 'www.example.com' } });
  expect(isSameOrigin(behindTls('http://www.example.com'), 'https://other.example')).toBe(false);
  expect(isSameOrigin(behindTls('https://www.example.com'), 'https://other.example')).toBe(true);
});
