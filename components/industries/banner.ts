import type { IndustryBanner } from '@/content/industries';
import { displayCategory } from '@/content/categories';
import type { Banner } from '@/lib/data/schema';
import { queries } from '@/lib/data/queries';
import type { Store } from '@/lib/data/store';
import { getStore } from '@/lib/data';
import { previewedItem } from '@/lib/studio/preview';
import { isSafeHref, isSitePath } from './links';

/** The spec's internal banner messages (section 4): logged on the server, never shown. */
export const BANNER_MESSAGES = {
  notFound: 'No banner found for the selected page.',
  error: (reason: string) => `Error fetching banner: ${reason}`,
} as const;

/** Default hero of /focus (page name 'Focus Parent') when no usable banner is stored. */
export const FOCUS_DEFAULT_BANNER: IndustryBanner = {
  image: '/images/banners/focus-parent.jpg',
  heading: 'Industries We Serve',
  description: 'Six focus verticals, one approach: research and strategy built on a deep understanding of chemistry and value chains.',
  link: '/focus#more',
};

function pick(stored: string | undefined, fallback: string, valid: (value: string) => boolean = () => true): string {
  const value = stored?.trim();
  return value && valid(value) ? value : fallback;
}

/** Field by field: a stored value when present and usable, else the default (spec section 4). */
export function resolveBanner(stored: Banner | undefined, defaults: IndustryBanner): IndustryBanner {
  return {
    // next/image serves only the site's own files, so a stored image must be a site path.
    image: pick(stored?.image, defaults.image, isSitePath),
    heading: displayCategory(pick(stored?.heading, defaults.heading)),
    description: pick(stored?.description, defaults.description),
    link: pick(stored?.link, defaults.link, isSafeHref),
  };
}

/**
 * One-off read of the banner for a page name (spec section 7, first document used). The
 * page is rendered on the server, so the visitor never waits on this: a missing banner or a
 * failed read gives the defaults, and the reason goes to the server log only.
 */
export async function loadBanner(store: Pick<Store, 'list'> | Promise<Pick<Store, 'list'>>, pageName: string, defaults: IndustryBanner): Promise<IndustryBanner> {
  try {
    const [banner] = await (await store).list(queries.bannerByPage(pageName));
    if (!banner) console.warn(`[banner] ${BANNER_MESSAGES.notFound} (${pageName})`);
    return resolveBanner(banner, defaults);
  } catch (error) {
    console.error(`[banner] ${BANNER_MESSAGES.error(error instanceof Error ? error.message : String(error))} (${pageName})`);
    return resolveBanner(undefined, defaults);
  }
}

/**
 * A page's banner: staff previewing a banner draft for this page see it (`preview` names it);
 * everyone else the stored one.
 */
export async function pageBanner(pageName: string, defaults: IndustryBanner): Promise<IndustryBanner & { preview?: string }> {
  const draft = await previewedItem('banner');
  return draft && draft.page === pageName ? { ...resolveBanner(draft, defaults), preview: draft.id } : loadBanner(getStore(), pageName, defaults);
}
