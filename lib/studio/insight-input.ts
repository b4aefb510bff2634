import { z } from 'zod';
import { AUTHORS } from '@/content/authors';
import { INSIGHT_TOPICS, VERTICALS } from '@/content/categories';

/**
 * What the studio's insight form may send, and the messages for what it may not. The body is
 * cleaned on the server (lib/studio/items.ts) by the public pages' own policy before it is kept.
 */
export const STUDIO_MESSAGES = {
  headingMissing: 'Give the insight a heading.',
  headingTooLong: 'Keep the heading under 200 characters.',
  summaryTooLong: 'Keep the summary under 600 characters.',
  bodyMissing: 'Write the body of the insight.',
  bodyTooLarge: 'The body is too large: keep it under 200,000 characters.',
  verticalUnknown: 'Choose one of the six verticals.',
  topicUnknown: 'Choose a topic from the list.',
  typeUnknown: 'Choose Article or Publication.',
  authorUnknown: 'Choose an author from the roster.',
  imageUnknown: 'Choose an image from the list.',
  versionInvalid: 'The form is out of date: reload the page and try again.',
  conflict:
    'Someone else saved this insight after you opened it. Nothing was saved: your text is still below. Copy what you need, reload the page to see their version, and apply your changes to it.',
  saved: 'Draft saved. The public site is unchanged until the insight is published.',
  published: 'Published. The insight is on the public site.',
  withdrawn: 'Withdrawn. The insight is no longer on the public site, and its address answers 410 Gone.',
  scheduled: 'Scheduled. The insight publishes itself at the time you chose; until then the public site is unchanged.',
  unscheduled: 'The schedule is cancelled.',
  restored: 'Restored as the newest draft. The public site is unchanged until it is published.',
  restoreConflict: 'Someone saved this insight after you opened its history: nothing was restored. Look at the history again.',
  publishAtInvalid: 'Give the date and time (UTC) to publish at.',
  publishAtPast: 'Choose a time to publish at that is still to come.',
  notAllowed: 'Your role does not allow this.',
  roleAddressInvalid: 'Enter the e-mail address of an account.',
  eraseAddressInvalid: 'Enter one e-mail address.',
  reviewsWithdrawn: 'Every review link of this insight has been withdrawn.',
  roleUnknown: 'Choose a role, or No role.',
  roleNoAccount: 'No account has this address: the person signs up through /signup first.',
  roleOwnAdmin: 'You cannot take away your own admin role: another admin can, or npm run staff.',
  failed: 'The studio could not save this just now. Nothing was lost: try again in a moment.',
} as const;

export const INSIGHT_TYPES = ['Article', 'Publication'] as const;
/** An insight's id as the studio mints it (items.ts `newInsightId`) and the seed spells it: a form or URL must match it. */
export const INSIGHT_ID = /^b-[a-z0-9-]{1,80}$/;
const HEADING_MAX = 200;
const SUMMARY_MAX = 600;
const BODY_MAX = 200_000;

/** An image of the site's own insight images: a path under /images/blogs/, one file name. */
export const INSIGHT_IMAGE = /^\/images\/blogs\/[a-z0-9][a-z0-9-]{0,80}\.(?:jpg|jpeg|png|webp)$/;

const topics = INSIGHT_TOPICS.filter((topic) => topic !== 'All') as string[];
const authors = AUTHORS.map((author) => author.name);

const oneOf = (values: readonly string[], message: string) => z.string().refine((value) => values.includes(value), { message });

/** The fields of an insight as staff write them (the public `blogs` document's, by their form names). */
const insightInput = z.object({
  heading: z.string().trim().min(1, STUDIO_MESSAGES.headingMissing).max(HEADING_MAX, STUDIO_MESSAGES.headingTooLong),
  summary: z.string().trim().max(SUMMARY_MAX, STUDIO_MESSAGES.summaryTooLong).default(''),
  body: z.string().max(BODY_MAX, STUDIO_MESSAGES.bodyTooLarge).refine((body) => body.trim().length > 0, { message: STUDIO_MESSAGES.bodyMissing }),
  vertical: oneOf(VERTICALS, STUDIO_MESSAGES.verticalUnknown),
  topic: oneOf(topics, STUDIO_MESSAGES.topicUnknown),
  type: oneOf(INSIGHT_TYPES, STUDIO_MESSAGES.typeUnknown),
  author: oneOf(authors, STUDIO_MESSAGES.authorUnknown),
  image: z.union([z.literal(''), z.string().regex(INSIGHT_IMAGE, STUDIO_MESSAGES.imageUnknown)]).default(''),
  spotlight: z.preprocess((value) => value === 'on' || value === 'true', z.boolean()),
});

export type InsightInput = z.output<typeof insightInput>;

/** The version the form was opened at: 0 for an insight not saved in the studio yet. */
export const versionInput = z.string().regex(/^\d{1,7}$/).transform(Number);

/** The form's values as posted, kept as text so a refused form shows exactly what was sent. */
export type InsightFields = Record<'heading' | 'summary' | 'body' | 'vertical' | 'topic' | 'type' | 'author' | 'image' | 'publishAt', string> & { spotlight: boolean };

export function fieldsFrom(form: FormData): InsightFields {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    heading: text('heading'),
    summary: text('summary'),
    body: text('body'),
    vertical: text('vertical'),
    topic: text('topic'),
    type: text('type'),
    author: text('author'),
    image: text('image'),
    publishAt: text('publishAt'),
    spotlight: text('spotlight') === 'on',
  };
}

/** The first problem with the posted fields (the message to show), or the fields as stored. */
export function parseInsight(fields: InsightFields): { ok: true; value: InsightInput } | { ok: false; message: string } {
  const parsed = insightInput.safeParse({ ...fields, spotlight: fields.spotlight ? 'on' : '' });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}

/** A date and time as a `datetime-local` field sends it, read as UTC (the studio shows every time in UTC). */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The moment to publish at, from the form: a real date and time still to come. */
export function parsePublishAt(raw: string, now: number): { ok: true; at: number } | { ok: false; message: string } {
  const parts = LOCAL_DATE_TIME.exec(raw.trim());
  if (!parts) return { ok: false, message: STUDIO_MESSAGES.publishAtInvalid };
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const at = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(at);
  // 2026-02-30 would roll over to March: a date that is no date.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return { ok: false, message: STUDIO_MESSAGES.publishAtInvalid };
  if (at <= now) return { ok: false, message: STUDIO_MESSAGES.publishAtPast };
  return { ok: true, at };
}

/** A stored moment as the form's `datetime-local` field shows it (UTC, to the second). */
export function publishAtField(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 19) : '';
}
