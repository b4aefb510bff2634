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
])('%s', (_why, headers, expected) => {
  expect(isSameOrigin(request(headers), SITE)).toBe(expected);
});
