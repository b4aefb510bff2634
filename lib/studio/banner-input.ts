import { z } from 'zod';
import { BANNER_PAGES } from '@/content/categories';
import { MEDIA_PATH } from '../media/paths';
import { firstProblem, formText, HEADING_MAX, httpsUrl, oneOf, siteImage, STUDIO_MESSAGES } from './input';

/** What the studio's banner form may send, and the messages for what it may not. */
export const BANNER_MESSAGES = {
  headingMissing: 'Give the banner a heading.',
  descriptionTooLong: 'Keep the description under 400 characters.',
  pageUnknown: 'Choose the page the banner heads.',
  imageMissing: 'Choose the banner’s image.',
  linkInvalid: 'Give a path on this site (starting with /) or an https address for its link.',
  pageTaken: 'Another banner heads that page: edit that one, or withdraw it first.',
} as const;

/** The site's own banner pictures. */
export const BANNER_IMAGE = siteImage('banners');

/** A path on this site (`/focus#more`), or an https address elsewhere. */
function safeLink(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value) || httpsUrl(value);
}

/** A banner as staff write it: the `banners` document's fields. */
const bannerInput = z.object({
  kind: z.literal('banner').default('banner'),
  heading: z.string().trim().min(1, BANNER_MESSAGES.headingMissing).max(HEADING_MAX, STUDIO_MESSAGES.headingTooLong),
  description: z.string().trim().max(400, BANNER_MESSAGES.descriptionTooLong),
  page: oneOf(BANNER_PAGES, BANNER_MESSAGES.pageUnknown),
  image: z.union([z.string().regex(BANNER_IMAGE), z.string().regex(MEDIA_PATH)], { message: BANNER_MESSAGES.imageMissing }),
  link: z.string().trim().max(2000, BANNER_MESSAGES.linkInvalid).refine(safeLink, { message: BANNER_MESSAGES.linkInvalid }),
});

export type BannerInput = z.output<typeof bannerInput>;

type BannerFieldName = 'heading' | 'description' | 'page' | 'image' | 'link' | 'publishAt';
/** The form's values as posted, kept as text so a refused form shows exactly what was sent. */
export type BannerFields = Record<BannerFieldName, string>;
const NAMES: readonly BannerFieldName[] = ['heading', 'description', 'page', 'image', 'link', 'publishAt'];

export function bannerFieldsFrom(form: FormData): BannerFields {
  return Object.fromEntries(NAMES.map((name) => [name, formText(form, name)])) as BannerFields;
}

export function parseBanner(fields: BannerFields): { ok: true; value: BannerInput } | { ok: false; message: string } {
  return firstProblem(bannerInput.safeParse(fields));
}

export function bannerFieldsOf(content: BannerInput, publishAt: string): BannerFields {
  return { heading: content.heading, description: content.description, page: content.page, image: content.image, link: content.link, publishAt };
}
