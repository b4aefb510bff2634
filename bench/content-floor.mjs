// The content floor: each measured page of the site, as its server sends it, served by the floor's
// bare Next as plain host elements (bench/floor/app/content, bench/floor/lib/markup.mjs), with the
// site's stylesheet, font and images. Between the floor (a line of text) and the site's page, it
// shows what the page's content costs in the framework and what the site's own code adds.
import fs from 'node:fs';
import path from 'node:path';

const FLOOR = 'bench/floor';

/** A snapshot's name for a site path: `/` is home, an article is article, else its first segment. */
export const contentName = (pathname) => (pathname === '/' ? 'home' : pathname.startsWith('/insights/') ? 'article' : pathname.split('/')[1]);

/**
 * Writes the pages' HTML for the floor's next build, the site's built CSS and fonts beside it
 * (under /_site/, where the copied markup now points), and a link to the site's images, which the
 * floor's image optimiser serves at the same URLs.
 */
export async function snapshotContent(siteBase, paths, distDir = '.next') {
  fs.rmSync(`${FLOOR}/content`, { recursive: true, force: true });
  fs.rmSync(`${FLOOR}/public`, { recursive: true, force: true });
  fs.mkdirSync(`${FLOOR}/content`, { recursive: true });
  for (const pathname of paths) {
    const html = await (await fetch(siteBase + pathname)).text();
    fs.writeFileSync(`${FLOOR}/content/${contentName(pathname)}.html`, html.replaceAll('/_next/static/', '/_site/'));
  }
  fs.cpSync(`${distDir}/static/media`, `${FLOOR}/public/_site/media`, { recursive: true });
  fs.cpSync(`${distDir}/static/chunks`, `${FLOOR}/public/_site/chunks`, { recursive: true, filter: (src) => !path.extname(src) || src.endsWith('.css') });
  fs.symlinkSync(path.resolve('public/images'), `${FLOOR}/public/images`);
}
