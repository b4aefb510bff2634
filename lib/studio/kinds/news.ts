import 'server-only';
import { NEWS_CATEGORIES } from '@/content/categories';
import { queries } from '../../data/queries';
import { newsPath } from '../../text';
import { field, fieldsOf } from '../fields';
import { HEADING_MAX, oneOf, STUDIO_MESSAGES } from '../input';
import { asOnSite } from '../options';
import { defineKind, pageOf } from './kind';

/** What the news form may send, and the messages for what it may not. */
export const NEWS_MESSAGES = {
  headingMissing: 'Give the news item a heading.',
  textMissing: 'Write the text of the news item.',
  textTooLong: 'Keep the text under 5,000 characters.',
  categoryUnknown: 'Choose a category from the list.',
} as const;

const CATEGORIES = NEWS_CATEGORIES.filter((category) => category !== 'All');

/** A news item: a heading, its text (plain: the list shows it as written) and a category. */
export const newsFields = fieldsOf('news', {
  heading: field.text('Heading', { max: HEADING_MAX, maxMessage: STUDIO_MESSAGES.headingTooLong, missing: NEWS_MESSAGES.headingMissing, always: true }),
  text: field.textarea('Text', { max: 5_000, maxMessage: NEWS_MESSAGES.textTooLong, missing: NEWS_MESSAGES.textMissing, rows: 10 }),
  category: field.choice('Category', { input: oneOf(CATEGORIES, NEWS_MESSAGES.categoryUnknown), options: asOnSite(CATEGORIES) }),
});

type NewsContent = ReturnType<typeof newsFields.read>;

const newsDoc = (content: NewsContent) => ({ heading: content.heading, desc: content.text, category: content.category });

export const news = defineKind({
  kind: 'news',
  noun: 'news item',
  plural: 'news',
  title: 'News item',
  section: 'news',
  id: /^n-[a-z0-9-]{1,80}$/,
  prefix: 'n',
  ownPage: true,
  searched: 'news',
  fields: newsFields,
  collection: 'news',
  fromPublic: (doc) => ({ kind: 'news', heading: doc.heading, text: doc.desc, category: doc.category ?? '' }),
  asPublic: (id, content, published, savedAt) => ({ id, ...newsDoc(content), date: published?.date ?? savedAt ?? new Date().toISOString() }),
  // A news item keeps the date it was first published: the list orders by it.
  publish: async (store, id, content, item, existing, at) => {
    await store.set('news', id, { ...newsDoc(content), date: existing?.date ?? item.firstPublishedAt ?? at });
  },
  firstPublished: (doc) => doc.date,
  publicPath: (id) => newsPath(id),
  // The home page's news strip, the list's first page and the feed.
  shownOn: () => ['/', '/news', '/feeds/news.xml'],
  listPublished: async (store, limit, after) =>
    pageOf(
      (await store.list({ ...queries.newestNews(limit), ...(after ? { after } : {}) })).map((doc) => ({ id: doc.id, heading: doc.heading, date: doc.date, path: newsPath(doc.id) })),
      limit,
    ),
  listedAs: 'Published',
});
