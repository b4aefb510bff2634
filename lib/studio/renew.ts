import 'server-only';
import { sitemapFileOf } from '../seo/sitemap-entries';
import { kindModule, kindOfId } from './kinds';

/**
 * Renews, on every instance (lib/cache/handler.mjs), the cached pages that showed or show the
 * published items (`pages`, from pagesShowing) and the sitemap file that lists each. A failure to
 * find the sitemap's part is logged: what was published stays published, and the sitemap catches
 * up within its revalidation period.
 */
export async function renew(revalidate: (path: string) => void, ids: string[], pages: string[]): Promise<void> {
  const sitemap = await Promise.all(
    ids.map(async (id) => {
      const kind = kindOfId(id);
      if (!kind || !kindModule(kind).ownPage) return [];
      return sitemapFileOf(kindModule(kind).collection, id).catch((error: unknown) => {
        console.error(`[studio] the sitemap's file for ${id} was not found: ${(error as Error).message}`);
        return [];
      });
    }),
  );
  new Set([...pages, ...sitemap.flat()]).forEach((page) => revalidate(page));
}
