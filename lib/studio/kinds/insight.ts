import 'server-only';
import { z } from 'zod';
import { AUTHORS, authorPath } from '@/content/authors';
import { INSIGHT_TOPICS, VERTICALS } from '@/content/categories';
import { moveComments } from '../../comments/insight-comments';
import { queries } from '../../data/queries';
import { cleanCmsHtml } from '../../html/sanitize';
import { uploadedAlt } from '../../media/uploads';
import { MEDIA_PATH } from '../../media/paths';
import { articlePath } from '../../text';
import { field, fieldsOf, listed } from '../fields';
import { HEADING_MAX, oneOf, siteImage, STUDIO_MESSAGES } from '../input';
import { asOnSite, imageOptions } from '../options';
import { defineKind, pageOf } from './kind';
import { SEO_GROUP, seoFields } from './seo';
import { verticalPage } from './vertical-page';

/** What the insight form may send, and the messages for what it may not. */
export const INSIGHT_MESSAGES = {
  headingMissing: 'Give the insight a heading.',
  summaryTooLong: 'Keep the summary under 600 characters.',
  bodyMissing: 'Write the body of the insight.',
  bodyTooLarge: 'The body is too large: keep it under 200,000 characters.',
  verticalUnknown: 'Choose one of the six verticals.',
  topicUnknown: 'Choose a topic from the list.',
  typeUnknown: 'Choose Article or Publication.',
  authorUnknown: 'Choose an author from the roster.',
  imageAltTooLong: 'Keep the image’s alt text under 300 characters.',
  segmentInvalid: 'Write the address with letters, digits and single hyphens, such as us-ethane-imports-2027 (at most 120 characters).',
} as const;

/** An address segment staff may type: words of letters and digits joined by single hyphens. */
const SEGMENT = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;


const TYPES = ['Article', 'Publication'] as const;
/** The site's own insight images: a path under /images/blogs/, one file name. */
const IMAGE = siteImage('blogs');
const TOPICS = INSIGHT_TOPICS.filter((topic) => topic !== 'All');
const AUTHOR_NAMES = AUTHORS.map((author) => author.name);

/** An insight's fields: the public `blogs` document's, by their form names. */
export const insightFields = fieldsOf('insight', {
  heading: field.text('Heading', { max: HEADING_MAX, maxMessage: STUDIO_MESSAGES.headingTooLong, missing: INSIGHT_MESSAGES.headingMissing, always: true }),
  summary: field.textarea('Summary', { max: 600, maxMessage: INSIGHT_MESSAGES.summaryTooLong, rows: 3 }),
  body: field.html('Body', { max: 200_000, maxMessage: INSIGHT_MESSAGES.bodyTooLarge, missing: INSIGHT_MESSAGES.bodyMissing, images: () => imageOptions('blogs', IMAGE) }),
  vertical: field.choice('Vertical', { input: oneOf(VERTICALS, INSIGHT_MESSAGES.verticalUnknown), options: asOnSite(VERTICALS) }),
  topic: field.choice('Topic', { input: oneOf(TOPICS, INSIGHT_MESSAGES.topicUnknown), options: asOnSite(TOPICS) }),
  type: field.choice('Type', { input: oneOf(TYPES, INSIGHT_MESSAGES.typeUnknown), empty: 'Article', options: listed(TYPES, { Publication: 'Publication (shown as Media Releases)' }) }),
  author: field.choice('Author', { input: oneOf(AUTHOR_NAMES, INSIGHT_MESSAGES.authorUnknown), options: listed(AUTHOR_NAMES) }),
  image: field.image('Image', {
    input: z.union([z.literal(''), z.string().regex(IMAGE), z.string().regex(MEDIA_PATH)], { message: STUDIO_MESSAGES.imageUnknown }),
    options: () => imageOptions('blogs', IMAGE),
    allowNone: true,
  }),
  imageAlt: field.text('Image alt text', {
    max: 300,
    maxMessage: INSIGHT_MESSAGES.imageAltTooLong,
    group: true,
    hint: 'What the image shows, for readers who cannot see it. Empty: an upload’s own alt text, or none for a decorative picture.',
  }),
  spotlight: field.check('In the spotlight'),
  segment: field.text('Address', {
    max: 120,
    maxMessage: INSIGHT_MESSAGES.segmentInvalid,
    input: z.string().trim().max(120, INSIGHT_MESSAGES.segmentInvalid).refine((segment) => segment === '' || SEGMENT.test(segment), { message: INSIGHT_MESSAGES.segmentInvalid }),
    group: SEO_GROUP,
    hint: 'The words in /insights/<address>/<id>. Empty: made from the heading. A changed address keeps the old one working (it redirects).',
  }),
  ...seoFields('blogs', IMAGE, { title: 'the heading', description: 'the summary, or the body’s opening' }),
});

type InsightContent = ReturnType<typeof insightFields.read>;

/** A draft's fields as the public `blogs` document names them. */
function blogFields(content: InsightContent) {
  return {
    heading: content.heading,
    short: content.summary,
    description: content.body,
    pagetype: content.vertical,
    category: content.topic,
    insighttype: content.type,
    author: content.author,
    image: content.image,
    imageAlt: content.imageAlt,
    isspotlight: String(content.spotlight),
    segment: content.segment,
    metaTitle: content.metaTitle,
    metaDescription: content.metaDescription,
    socialImage: content.socialImage,
  };
}

const unique = (values: readonly string[]) => [...new Set(values)];

export const insight = defineKind({
  kind: 'insight',
  noun: 'insight',
  plural: 'insights',
  title: 'Insight',
  section: 'insights',
  id: /^b-[a-z0-9-]{1,80}$/,
  prefix: 'b',
  ownPage: true,
  searched: 'insight',
  facets: (content) => ({ author: content.author, vertical: content.vertical }),
  fields: insightFields,
  collection: 'blogs',
  fromPublic: (blog) => ({
    kind: 'insight',
    heading: blog.heading,
    summary: blog.short,
    body: blog.description,
    vertical: blog.pagetype,
    topic: blog.category,
    type: blog.insighttype,
    author: blog.author,
    image: blog.image,
    imageAlt: blog.imageAlt,
    spotlight: blog.isspotlight === 'true',
    segment: blog.segment,
    metaTitle: blog.metaTitle ?? '',
    metaDescription: blog.metaDescription ?? '',
    socialImage: blog.socialImage ?? '',
  }),
  // The article page as it will be: the published copy's comments and dates, the draft's fields.
  asPublic: (id, content, published, savedAt) => ({
    id,
    ...blogFields(content),
    date: published?.date ?? savedAt ?? new Date().toISOString(),
    updatedAt: published ? savedAt : undefined,
    comments: published?.comments ?? [],
    formerHeadings: published?.formerHeadings ?? [],
  }),
  // An upload chosen without alt text of its own takes the one its upload gave.
  clean: async (content, store) => ({ ...content, body: cleanCmsHtml(content.body), imageAlt: content.imageAlt || (await uploadedAlt(store, content.image)) }),
  // A changed heading joins the former headings, so links shared under the old one still find it (one 308).
  publish: async (store, id, content, item, existing, at) => {
    const fields = blogFields(content);
    if (existing) {
      const formerHeadings = existing.heading !== content.heading ? unique([...existing.formerHeadings, existing.heading]) : existing.formerHeadings;
      // Only the studio's fields: a comment posted meanwhile stays.
      await store.update('blogs', id, { ...fields, formerHeadings: formerHeadings.filter((h) => h !== content.heading), updatedAt: at });
      return;
    }
    const kept = item.kept;
    const formerHeadings = unique(kept?.formerHeadings ?? []).filter((h) => h !== content.heading);
    const date = item.firstPublishedAt ?? at;
    // Comments kept with an item withdrawn before they had a collection of their own go there now.
    if (kept?.comments.length) await moveComments(store, id, kept.comments, date);
    // The id is a field too: the article page finds a blog by it (queries.blogById).
    await store.set('blogs', id, { id, ...fields, date, ...(item.firstPublishedAt ? { updatedAt: at } : {}), formerHeadings });
  },
  kept: (blog) => ({ comments: blog.comments, formerHeadings: unique([...blog.formerHeadings, blog.heading]) }),
  firstPublished: (blog) => blog.date,
  publicPath: (id, content) => articlePath({ ...content, id }),
  shownOn: (id, content) => {
    const vertical = verticalPage(content.vertical);
    const author = AUTHORS.find((each) => each.name === content.author);
    return [
      `${articlePath({ ...content, id })}/comments`,
      `/og/insights/${id}`,
      '/',
      '/insights',
      '/blogs',
      vertical,
      '/feeds/insights.xml',
      ...(vertical === '/focus' ? [] : [`/feeds/insights${vertical}`]),
      ...(author ? [authorPath(author)] : []),
    ];
  },
  listPublished: async (store, limit, after) =>
    pageOf(
      (await store.list({ ...queries.newestBlogs(limit), ...(after ? { after } : {}) })).map((doc) => ({ id: doc.id, heading: doc.heading, date: doc.date, path: articlePath(doc) })),
      limit,
    ),
  listedAs: 'Published',
  reviews: true,
});
