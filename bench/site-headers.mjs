// The response headers every page of the site carries (lib/security/headers.ts), written for the
// floor's build (bench/floor/next.config.mjs), so the floor and the content floor are served as
// the site is. They change how a browser loads a page: `Cross-Origin-Opener-Policy: same-origin`
// moves a load that starts from about:blank, as Lighthouse's does, into a new renderer process,
// and Lighthouse's simulation then counts parts of the document's parsing after its first paint
// as blocking time (docs/performance.md "Where the main thread goes"). Measured without them, the
// floors would leave that cost to the site's code.
import fs from 'node:fs';

/** Every header of the site's security set, as the site's `/` sends them. */
const NAMES = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
];

export const SITE_HEADERS = 'bench/floor/site-headers.json';

export async function snapshotHeaders(siteBase) {
  const response = await fetch(`${siteBase}/`);
  await response.arrayBuffer();
  const headers = NAMES.filter((name) => response.headers.has(name)).map((key) => ({ key, value: response.headers.get(key) }));
  if (!headers.some((h) => h.key === 'cross-origin-opener-policy')) throw new Error(`${siteBase}/ sent no Cross-Origin-Opener-Policy: is it the site?`);
  fs.writeFileSync(SITE_HEADERS, JSON.stringify(headers, null, 2));
}
