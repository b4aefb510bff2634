/**
 * A short fingerprint of a live query's result as JSON: the server stamps its render with it,
 * and the browser compares the live channel's first answer against it. Equal means the page
 * already shows the current data, so no list code needs to load. FNV-1a (32-bit) over UTF-16
 * code units: identical in Node and every browser, and cheap for a few hundred kB.
 */
export function liveVersion(json: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < json.length; i++) {
    hash ^= json.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
