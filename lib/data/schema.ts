import { z } from 'zod';
import { ANONYMOUS_AUTHOR } from '../auth/types';
import type { StudioContent, StudioKind } from '../studio/kinds';

// In the browser (Firebase mode parses Firestore's documents there) zod would probe whether it
// may compile parsers with `Function`, which the CSP forbids: a violation report on every page.
// There it parses without compiling; the server keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * One schema per collection of the spec (section 3). Every document read from either
 * store goes through these; a document that fails is logged and skipped by the adapter.
 * Dates are normalised to ISO-8601 strings whatever the store held (string, Date, or a
 * Firestore Timestamp), so pages and caches only ever see plain serialisable data.
 */

// A Firestore Timestamp (admin or web SDK): anything with a toDate() method.
const timestampLike = z.custom<{ toDate: () => Date }>(
  (value) => typeof (value as { toDate?: unknown } | null)?.toDate === 'function',
);

const isoDate = z
  .union([z.string(), z.date(), z.number(), timestampLike])
  .transform((value, ctx) => {
    let date: Date;
    if (typeof value === 'string' || typeof value === 'number') date = new Date(value);
    else if (value instanceof Date) date = value;
    else date = value.toDate();
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'not a date' });
      return z.NEVER;
    }
    return date.toISOString();
  });

const text = z.string();
const optionalText = z.string().optional();

export const newsSchema = z.object({
  id: z.string(),
  date: isoDate,
  heading: text,
  desc: text,
  category: optionalText,
  slug: optionalText,
  title: optionalText,
});

// Anything shaped like an e-mail address (older comments stored the commenter's address as the name).
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/**
 * A comment as the spec's blog document lists them. Comments live in `insight_comments` now;
 * `npm run migrate` moves any a blog still holds there, and nothing writes this list any more.
 */
const blogCommentSchema = z
  .object({
    user: text,
    comment: text,
    profilePic: z.string().optional().default(''),
    date: isoDate.optional(),
  })
  .transform((comment) => (EMAIL_LIKE.test(comment.user) ? { ...comment, user: ANONYMOUS_AUTHOR } : comment));

/** What search results and shared links show, where staff wrote it ('': the page's own heading, summary and generated card). */
const seoSchema = { metaTitle: z.string().optional(), metaDescription: z.string().optional(), socialImage: z.string().optional() };

export const blogSchema = z
  .object({
    id: z.string(),
    slug: optionalText,
    heading: optionalText,
    title: optionalText,
    image: z.string().default(''),
    /** The image's alt text; none for the site's own pictures, which the pages show as decoration. */
    imageAlt: z.string().default(''),
    author: z.string().default(''),
    short: z.string().default(''),
    description: z.string().default(''),
    category: z.string().default(''),
    date: isoDate,
    pagetype: z.string().default(''),
    insighttype: z.string().default('Article'),
    isspotlight: z.union([z.string(), z.boolean()]).transform(String).default('false'),
    /** Comments from before `insight_comments`, until `npm run migrate` moves them. */
    comments: z.array(blogCommentSchema).default([]),
    updatedAt: isoDate.optional(),
    /** Headings the article had before, so links shared under them still find it. */
    formerHeadings: z.array(z.string()).default([]),
    /** The {heading} segment of its address as staff set it; '' makes it from the heading. */
    segment: z.string().default(''),
    ...seoSchema,
  })
  .refine((b) => Boolean(b.heading ?? b.title), { message: 'a blog needs a heading or a title' })
  .transform(({ heading, title, ...rest }) => ({ ...rest, heading: (heading ?? title)! }));

/** Where an event happens; optional, used for structured data and the detail page. */
const venueSchema = z.object({
  name: text,
  streetAddress: optionalText,
  addressLocality: optionalText,
  postalCode: optionalText,
  addressRegion: optionalText,
  addressCountry: text,
});

export const eventSchema = z.object({
  id: z.string(),
  date: isoDate,
  heading: text,
  description: text,
  category: z.string().default(''),
  images: z.array(z.string()).default([]),
  endDate: isoDate.optional(),
  venue: venueSchema.optional(),
  onlineUrl: optionalText,
  /** Where people sign up (the studio's Registration field), if anywhere. */
  registrationUrl: optionalText,
  attendanceMode: z.enum(['offline', 'online', 'mixed']).optional(),
  status: z.enum(['scheduled', 'cancelled', 'postponed', 'rescheduled', 'movedOnline']).optional(),
  ...seoSchema,
});

const bannerSchema = z.object({
  id: z.string(),
  page: text,
  image: optionalText,
  heading: optionalText,
  description: optionalText,
  link: optionalText,
});

const compendiumSchema = z.object({
  id: z.string(),
  category: text,
  date: isoDate,
  pdf: z.string().default(''),
  logoPath: z.string().default(''),
  subheading: z.string().default(''),
  heading: text,
  description: z.string().default(''),
});

export const jobOpeningSchema = z.object({
  id: z.string(),
  name: text,
  gform: z.string().default(''),
  overview: z.string().default(''),
  responsibilities: z.array(z.string()).default([]),
  requiredQualifications: z.array(z.string()).default([]),
  additionalQualifications: z.array(z.string()).default([]),
  location: optionalText,
  country: optionalText,
  datePosted: isoDate.optional(),
  validThrough: isoDate.optional(),
  ...seoSchema,
});

/**
 * A subscriber (lib/subscriptions): the address, whether it confirmed (double opt-in), what it
 * agreed to and where, the verticals it follows (none: all), and the digests' progress. Tokens
 * for confirming are stored as SHA-256 digests of the secrets the links carry; the key of the
 * preferences link is kept as it is (mails to come carry it). A record made before double
 * opt-in has no consent: it stays pending and is never mailed.
 */
const subscriberSchema = z.object({
  id: z.string(),
  email: text,
  timestamp: isoDate,
  status: z.enum(['pending', 'confirmed']).default('pending'),
  topics: z.array(z.string()).default([]),
  consent: z.object({ at: isoDate, page: z.string(), wording: z.string(), version: z.number() }).optional(),
  confirmedAt: isoDate.optional(),
  confirmDigest: z.string().optional(),
  confirmSentAt: isoDate.optional(),
  manageKey: z.string().optional(),
  /** The newest insight date a digest has covered (at first, the confirmation time). */
  digestedThrough: isoDate.optional(),
});

/**
 * A mail to send: the outbox the site delivers itself over SMTP in both modes (lib/mail/outbox.ts).
 * Its id makes a send happen once: a rerun finds it and sends nothing.
 */
const mailSchema = z.object({
  id: z.string(),
  to: text,
  message: z.object({ subject: text, text: text, html: text, headers: z.record(z.string(), z.string()).optional() }),
  /** When the site asked for it, by the clock of the code that did (limits count from it). */
  sentAt: isoDate.optional(),
  /** Who a reply goes to (a visitor's query: the visitor): one quoted name and plain address. */
  replyTo: optionalText,
  /** A confirmation mail's clock hour (`2026-11-28T13`, UTC): the site-wide ceiling counts them. */
  confirmHour: optionalText,
  /** Where the outbox has it (lib/mail/outbox.ts); absent on mails queued before the site delivered its own. */
  outbox: z.enum(['due', 'sent', 'failed']).optional(),
  /** Attempts begun; a claim is made on it, so of several instances one sends. */
  attempts: z.number().int().nonnegative().optional(),
  /** While due: when the next attempt may start (while one runs, when its claim lapses). */
  dueAt: isoDate.nullish(),
  deliveredAt: isoDate.nullish(),
  failedAt: isoDate.nullish(),
  /** The mail server's last answer to a failed attempt. */
  lastError: z.string().nullish(),
  timestamp: isoDate,
});

const querySchema = z.object({
  id: z.string(),
  user: text,
  question: text,
  email: text,
  timestamp: isoDate,
  /** When it was sent, as an ISO string the studio's list orders and pages by (`npm run migrate` fills it in older queries). */
  date: isoDate.optional(),
  /** Where the firm stands with it (lib/studio/inbox.ts); older queries have none, which means new. */
  status: z.enum(['new', 'answered', 'closed']).default('new'),
  /** The answer mailed from the studio, who sent it and when. */
  answer: optionalText,
  answeredBy: optionalText,
  answeredAt: isoDate.optional(),
});

/**
 * A comment on an insight, in a collection of its own: any number on one insight, and posting one
 * never rewrites the article. Public, as the spec shows a blog's comments: the commenter's public
 * name and text, never an address or an account id (names stored before that rule read as the
 * neutral label). Pages and live lists read the `shown` ones only; staff hide one, or approve a
 * `pending` one (lib/comments/moderation.ts). No moderation field is kept here, since browsers read
 * these documents (Firestore's web SDK, the live channel): a report is a private `comment_flags`
 * document, and who reported is kept apart (`comment_reports`). Fields of older documents
 * (`reported`, `reportedAt`) are dropped on reading, and by `npm run migrate`.
 */
const insightCommentSchema = z
  .object({
    id: z.string(),
    blogId: text,
    user: text,
    comment: text,
    profilePic: z.string().optional().default(''),
    date: isoDate,
    status: z.enum(['shown', 'hidden', 'pending']).default('shown'),
  })
  .transform((comment) => (EMAIL_LIKE.test(comment.user) ? { ...comment, user: ANONYMOUS_AUTHOR } : comment));

/** An insight comment readers reported, by the comment's id: first in the studio's list until staff act on it (private). */
const commentFlagSchema = z.object({ id: z.string(), commentId: text, date: isoDate, timestamp: isoDate });

/** A reader's report of an insight comment: `<comment id>~<reader>`, the reader a one-way hash of their account id. */
const commentReportSchema = z.object({ id: z.string(), commentId: text, reader: text, date: isoDate, timestamp: isoDate });

const commentSchema = z.object({
  id: z.string(),
  author: text,
  content: text,
  email: text,
  timestamp: isoDate,
  eventId: optionalText,
});

/**
 * A studio item's content as the store keeps it: its kind (a draft saved before other kinds had
 * none is an insight's), its heading, and its kind's fields, which the kind's module reads
 * (lib/studio/kinds: an older draft missing a newer field gets that field's empty value).
 */
const studioContentSchema = z
  .looseObject({ kind: z.string().default('insight'), heading: text })
  .transform((content) => content as unknown as StudioContent);

/**
 * An item staff work on in the studio (lib/studio/items.ts): its latest draft, its status and
 * who changed it last. The public site never reads these: publishing copies the draft into the
 * public collection, withdrawing removes it from there.
 */
const studioItemSchema = z.object({
  id: z.string(),
  kind: z.string().default('insight').transform((kind) => kind as StudioKind),
  heading: text,
  /** The heading's words as the studio finds items by them (lib/studio/find.ts), drafts included. */
  words: z.array(z.string()).default([]),
  /** Its kind, roster author and vertical in every combination, as the studio's list filters by them (lib/studio/find.ts). */
  facets: z.array(z.string()).default([]),
  /** The uploads its draft shows, and its public copy and scheduled version while they differ: what an image's "used in" finds (lib/media/uploads.ts). */
  media: z.array(z.string()).default([]),
  status: z.enum(['draft', 'scheduled', 'published', 'withdrawn']),
  /** Counts the saves; a save names the version it started from (lib/studio/items.ts, conflicts). */
  version: z.number().int().min(0),
  draft: studioContentSchema,
  /** Whether the draft differs from what the public site shows. */
  changed: z.boolean().default(false),
  updatedBy: text,
  /** When it last changed: `date`, as in every listed collection, so the same index and cursors serve the studio's list. */
  date: isoDate,
  firstPublishedAt: isoDate.optional(),
  /** When a scheduled item publishes itself (lib/studio/items.ts, publishDue), and who scheduled it. */
  publishAt: isoDate.nullish(),
  scheduledBy: z.string().nullish(),
  /** The version a publisher scheduled: what goes out at `publishAt`, whatever is saved after it. */
  scheduledVersion: z.number().int().nullish(),
  /** A withdrawn insight's comments and former headings, given back when it is published again. */
  kept: z.object({ comments: z.array(blogCommentSchema).default([]), formerHeadings: z.array(z.string()).default([]) }).nullish(),
  timestamp: isoDate,
});

/** One save, publication or withdrawal of a studio item: `<item id>~<version>`, created once (the conflict check). */
const studioRevisionSchema = z.object({
  id: z.string(),
  itemId: text,
  version: z.number().int(),
  action: z.enum(['save', 'restore', 'publish', 'withdraw']),
  content: studioContentSchema,
  by: text,
  at: isoDate,
  timestamp: isoDate,
});

/**
 * What staff did that others need to know: publications, withdrawals, schedules, roles granted
 * or revoked, erasures, moderation and answers to queries (the studio's activity log, newest first by `date`).
 */
const studioActivitySchema = z.object({
  id: z.string(),
  action: z.enum(['publish', 'withdraw', 'schedule', 'grant', 'revoke', 'export', 'erase', 'hide-comment', 'show-comment', 'delete-comment', 'answer', 'delete-image', 'resend-mail']),
  /** The item acted on, and its heading then. */
  itemId: optionalText,
  heading: optionalText,
  /** A role change: the account's address and the role (staff only ever see these). */
  subject: optionalText,
  by: text,
  date: isoDate,
  timestamp: isoDate,
});

/**
 * A published document the Firestore store removed, by collection and id: a listener cannot see a
 * document leave unless it held it, so `Store.follow` reports removals from these.
 */
const removalSchema = z.object({ id: z.string(), collection: text, docId: text, timestamp: isoDate });

/**
 * A password reset under way (lib/auth/password-reset.ts), keyed by the SHA-256 of the token in
 * the browser's cookie that started it: the code's hash, never the code, and the account it
 * resets (none for an address no account has: the flow looks the same, and no code ever fits).
 */
const passwordResetSchema = z.object({
  id: z.string(),
  email: text,
  uid: z.string().nullable(),
  codeHash: text,
  /** How many codes this flow has mailed; each code has its own five tries. */
  sends: z.number().int(),
  sentAt: isoDate,
  expiresAt: isoDate,
  /** The wrong tries of the current code so far (a hint: `reset_attempts` decides). */
  tries: z.number().int(),
  confirmedAt: isoDate.nullable(),
  timestamp: isoDate,
});

/** One try of a reset code, `<flow>~<send>~<n>`, created once: five per code, on any instance. */
const resetAttemptSchema = z.object({ id: z.string(), expiresAt: isoDate, timestamp: isoDate });

/** Who holds a staff role, by account id (lib/studio/staff.ts): what the studio's roles page lists. */
const staffRoleSchema = z.object({ id: z.string(), email: text, role: z.enum(['editor', 'publisher', 'admin']), by: text, date: isoDate, timestamp: isoDate });

/**
 * A link that shows an insight's latest draft to a reviewer without an account
 * (lib/studio/review-links.ts), keyed by the SHA-256 of its token: the store never holds the token.
 */
/** A review link (lib/studio/review-links.ts): `byUid` is the account whose role keeps it working (links made before it was kept open nothing). */
const reviewLinkSchema = z.object({ id: z.string(), itemId: text, by: text, byUid: z.string().optional(), date: isoDate, expiresAt: isoDate, timestamp: isoDate });

/** An image staff uploaded (lib/media/uploads.ts), by its file's name: what the studio lists and its alt text. */
const mediaSchema = z.object({ id: z.string(), alt: text, width: z.number().int(), height: z.number().int(), bytes: z.number().int(), by: text, date: isoDate, timestamp: isoDate });

/** A cache tag a write revalidated, and when: how one instance's revalidation reaches the others (lib/cache). */
const cacheTagSchema = z.object({ id: z.string(), tag: text, at: z.number() });

export const schemas = {
  news: newsSchema,
  blogs: blogSchema,
  events: eventSchema,
  banners: bannerSchema,
  compendiums: compendiumSchema,
  job_openings: jobOpeningSchema,
  subscribers: subscriberSchema,
  queries: querySchema,
  comments: commentSchema,
  insight_comments: insightCommentSchema,
  comment_reports: commentReportSchema,
  comment_flags: commentFlagSchema,
  cache_tags: cacheTagSchema,
  mail: mailSchema,
  studio_items: studioItemSchema,
  studio_revisions: studioRevisionSchema,
  studio_activity: studioActivitySchema,
  removals: removalSchema,
  password_resets: passwordResetSchema,
  reset_attempts: resetAttemptSchema,
  staff_roles: staffRoleSchema,
  review_links: reviewLinkSchema,
  media: mediaSchema,
} as const;

export type CollectionName = keyof typeof schemas;

/**
 * The published content, whose changes (removals included) a replica beside the store may
 * follow (`Store.follow`): the site search's index does.
 */
const FOLLOWED_COLLECTIONS = ['blogs', 'news', 'events', 'job_openings'] as const satisfies readonly CollectionName[];
export type FollowedCollection = (typeof FOLLOWED_COLLECTIONS)[number];
export const isFollowed = (collection: string): collection is FollowedCollection => (FOLLOWED_COLLECTIONS as readonly string[]).includes(collection);

export type DocOf<C extends CollectionName> = z.infer<(typeof schemas)[C]>;

export type News = DocOf<'news'>;
export type Blog = DocOf<'blogs'>;
export type BlogComment = z.infer<typeof blogCommentSchema>;
export type InsightComment = DocOf<'insight_comments'>;
export type SiteEvent = DocOf<'events'>;
export type Banner = DocOf<'banners'>;
export type Compendium = DocOf<'compendiums'>;
export type JobOpening = DocOf<'job_openings'>;
export type Subscriber = DocOf<'subscribers'>;
export type StudioItem = DocOf<'studio_items'>;
export type StudioRevision = DocOf<'studio_revisions'>;
export type StudioActivity = DocOf<'studio_activity'>;
export type PasswordReset = DocOf<'password_resets'>;
export type MediaImage = DocOf<'media'>;

export const collectionNames = Object.keys(schemas) as CollectionName[];

/** Parse one raw document; null (and a log line) when it does not fit its schema. */
export function parseDoc<C extends CollectionName>(collection: C, id: string, raw: unknown): DocOf<C> | null {
  const result = schemas[collection].safeParse({ ...(raw as object), id: (raw as { id?: unknown })?.id ?? id });
  if (result.success) return result.data as DocOf<C>;
  console.warn(`[data] skipped ${collection}/${id}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return null;
}
