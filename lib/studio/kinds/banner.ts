import 'server-only';
import { z } from 'zod';
import { BANNER_PAGES } from '@/content/categories';
import { verticalPage } from './vertical-page';
import { queries } from '../../data/queries';
import { MEDIA_PATH } from '../../media/paths';
import { field, fieldsOf } from '../fields';
import { HEADING_MAX, httpsUrl, oneOf, siteImage, STUDIO_MESSAGES } from '../input';
import { asOnSite, imageOptions } from '../options';
import { defineKind } from './kind';

/** What the banner form may send, and the messages for what it may not. */
export const BANNER_MESSAGES = {
  headingMissing: 'Give the banner a heading.',
  descriptionTooLong: 'Keep the description under 400 characters.',
  pageUnknown: 'Choose the page the banner heads.',
  imageMissing: 'Choose the banner’s image.',
  linkInvalid: 'Give a path on this site (starting with /) or an https address for its link.',
  pageTaken: 'Another banner heads that page: edit that one, or withdraw it first.',
} as const;

const IMAGE = siteImage('banners');

/** A path on this site (`/focus#more`), or an https address elsewhere. */
const safeLink = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value) || httpsUrl(value);

/** A banner: the hero at the top of the focus page or of a vertical's page. */
export const bannerFields = fieldsOf('banner', {
  heading: field.text('Heading', { max: HEADING_MAX, maxMessage: STUDIO_MESSAGES.headingTooLong, missing: BANNER_MESSAGES.headingMissing, always: true }),
  description: field.textarea('Description', { max: 400, maxMessage: BANNER_MESSAGES.descriptionTooLong, rows: 3 }),
  page: field.choice('Page', { input: oneOf(BANNER_PAGES, BANNER_MESSAGES.pageUnknown), options: asOnSite(BANNER_PAGES) }),
  image: field.image('Image', { input: z.union([z.string().regex(IMAGE), z.string().regex(MEDIA_PATH)], { message: BANNER_MESSAGES.imageMissing }), options: () => imageOptions('banners', IMAGE) }),
  link: {
    label: 'Link (a path on this site, or an https address)',
    control: 'text',
    input: z.string().trim().max(2000, BANNER_MESSAGES.linkInvalid).refine(safeLink, { message: BANNER_MESSAGES.linkInvalid }),
    empty: '',
    maxLength: 2000,
    required: true,
    group: true,
  },
});

/** Where a banner is on the site: the page it heads (the focus page, or a vertical's). */
const bannerPath = (page: string) => verticalPage(page);

export const banner = defineKind({
  kind: 'banner',
  noun: 'banner',
  plural: 'banners',
  title: 'Banner',
  section: 'banners',
  id: /^bn-[a-z0-9-]{1,80}$/,
  prefix: 'bn',
  ownPage: false,
  searched: null,
  fields: bannerFields,
  collection: 'banners',
  fromPublic: (doc) => ({ kind: 'banner', heading: doc.heading ?? '', description: doc.description ?? '', page: doc.page, image: doc.image ?? '', link: doc.link ?? '' }),
  asPublic: (id, content) => ({ id, page: content.page, heading: content.heading, description: content.description, image: content.image, link: content.link }),
  publish: async (store, id, content) => {
    await store.set('banners', id, { page: content.page, heading: content.heading, description: content.description, image: content.image, link: content.link });
  },
  // A page shows one banner (the first its query finds): a second one for it is refused.
  refusal: async (store, id, content) => {
    const [holder] = await store.list(queries.bannerByPage(content.page));
    return holder && holder.id !== id ? BANNER_MESSAGES.pageTaken : null;
  },
  publicPath: (_id, content) => bannerPath(content.page),
  shownOn: () => [],
  // One banner a page: they fit one page of the list.
  listPublished: async (store, _limit, after) => ({ rows: after ? [] : (await store.list(queries.banners())).map((doc) => ({ id: doc.id, heading: doc.heading ?? doc.page, date: '', path: bannerPath(doc.page), note: doc.page })), more: false }),
  listedAs: 'Page',
});
