// @ts-check
// Scripts after the page: a stored page asks for the framework's scripts once it has loaded.
//
// Next writes its chunks as `<script async>` (and low-priority preloads), so a phone on a slow
// link downloads ≈ 120 kB of JavaScript at the same time as the stylesheet, the font and the
// hero image, and the page's largest paint waits for their share of the bandwidth. Every page
// is server-rendered and readable without its scripts (links are links; menus open with CSS;
// behaviour over server markup replays early clicks, components/ui/use-enhancement.ts), so the
// scripts can start once the page has loaded: the picture first, hydration right after.
// Lighthouse's mobile simulation on this site: LCP 0.2 to 0.56 s lower (docs/performance.md).

/** A chunk Next emits as an async script, or preloads for one. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]* href="\/_next\/static\/[^"<>]+\.js"\/>/g;
const LOADER_START = '<script>addEventListener("load",function(){';
const LOADER_LIST = /<script>addEventListener\("load",function\(\)\{(\[[^\]]*\])\.forEach/;

/**
 * The page with its chunk scripts replaced by one inline loader that adds them, in the same
 * order and still async, on the window's `load`. A page without such scripts comes back as is.
 * @param {string} html
 */
export function deferScripts(html) {
  /** @type {string[]} */
  const sources = [];
  const stripped = html.replace(CHUNK_SCRIPT, (_, src) => {
    sources.push(src);
    return '';
  });
  const end = stripped.lastIndexOf('</body>');
  if (sources.length === 0 || end === -1) return html;
  // `<` escaped: the list sits inside a script element.
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  const loader = `${LOADER_START}${list}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})},{once:true})</script>`;
  return (stripped.slice(0, end) + loader + stripped.slice(end)).replace(CHUNK_PRELOAD, '');
}

/**
 * The scripts a deferred page's loader adds, in order (none for a page as Next wrote it): what
 * the bundle guard and the bench count as the page's first load.
 * @param {string} html
 * @returns {string[]}
 */
export function deferredScripts(html) {
  const list = LOADER_LIST.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}
