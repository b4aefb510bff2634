import { z } from 'zod';
import { AUTHORS } from '@/content/authors';
import { INSIGHT_TOPICS, VERTICALS } from '@/content/categories';
import { MEDIA_PATH } from '../media/paths';
import { firstProblem, formText, HEADING_MAX, oneOf, siteImage, STUDIO_MESSAGES } from './input';

/**
 * What the studio's insight form may send, and the messages for what it may not. The body is
 * cleaned on the server (lib/studio/items.ts) by the public pages' own policy before it is kept.
 */
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
} as const;

export const INSIGHT_TYPES = ['Article', 'Publication'] as const;
const SUMMARY_MAX = 600;
const BODY_MAX = 200_000;

/** An image of the site's own insight images: a path under /images/blogs/, one file name. */
export const INSIGHT_IMAGE = siteImage('blogs');

const topics = INSIGHT_TOPICS.filter((topic) => topic !== 'All') as string[];
const authors = AUTHORS.map((author) => author.name);

/** The fields of an insight as staff write them (the public `blogs` document's, by their form names). */
const insightInput = z.object({
  kind: z.literal('insight').default('insight'),
  heading: z.string().trim().min(1, INSIGHT_MESSAGES.headingMissing).max(HEADING_MAX, STUDIO_MESSAGES.headingTooLong),
  summary: z.string().trim().max(SUMMARY_MAX, INSIGHT_MESSAGES.summaryTooLong).default(''),
  body: z.string().max(BODY_MAX, INSIGHT_MESSAGES.bodyTooLarge).refine((body) => body.trim().length > 0, { message: INSIGHT_MESSAGES.bodyMissing }),
  vertical: oneOf(VERTICALS, INSIGHT_MESSAGES.verticalUnknown),
  topic: oneOf(topics, INSIGHT_MESSAGES.topicUnknown),
  type: oneOf(INSIGHT_TYPES, INSIGHT_MESSAGES.typeUnknown),
  author: oneOf(authors, INSIGHT_MESSAGES.authorUnknown),
  image: z.union([z.literal(''), z.string().regex(INSIGHT_IMAGE), z.string().regex(MEDIA_PATH)], { message: STUDIO_MESSAGES.imageUnknown }).default(''),
  imageAlt: z.string().trim().max(300, INSIGHT_MESSAGES.imageAltTooLong).default(''),
  spotlight: z.preprocess((value) => value === 'on' || value === 'true', z.boolean()),
});

export type InsightInput = z.output<typeof insightInput>;

/** The form's values as posted, kept as text so a refused form shows exactly what was sent. */
export type InsightFields = Record<'heading' | 'summary' | 'body' | 'vertical' | 'topic' | 'type' | 'author' | 'image' | 'imageAlt' | 'publishAt', string> & { spotlight: boolean };

export function insightFieldsFrom(form: FormData): InsightFields {
  const text = (name: string) => formText(form, name);
  return {
    heading: text('heading'),
    summary: text('summary'),
    body: text('body'),
    vertical: text('vertical'),
    topic: text('topic'),
    type: text('type'),
    author: text('author'),
    image: text('image'),
    imageAlt: text('imageAlt'),
    publishAt: text('publishAt'),
    spotlight: text('spotlight') === 'on',
  };
}

/** The first problem with the posted fields (the message to show), or the fields as stored. */
export function parseInsight(fields: InsightFields): { ok: true; value: InsightInput } | { ok: false; message: string } {
  return firstProblem(insightInput.safeParse({ ...fields, spotlight: fields.spotlight ? 'on' : '' }));
}

/** A stored insight as its form shows it. */
export function insightFieldsOf(content: InsightInput, publishAt: string): InsightFields {
  const { heading, summary, body, vertical, topic, type, author, image, imageAlt, spotlight } = content;
  return { heading, summary, body, vertical, topic, type, author, image, imageAlt, spotlight, publishAt };
}
