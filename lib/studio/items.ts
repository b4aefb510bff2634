import 'server-only';
import { randomBytes } from 'node:crypto';
import { moveComments } from '../comments/insight-comments';
import { queries } from '../data/queries';
import type { Blog, StudioActivity, StudioContent, StudioItem, StudioRevision } from '../data/schema';
import type { Store } from '../data/store';
import { cleanCmsHtml } from '../html/sanitize';
import type { InsightInput } from './insight-input';

/**
 * The studio's insights over the store port, in both backends. An item's drafts live in
 * `studio_items`; the public site reads only `blogs`, which publishing writes and withdrawing
 * empties. Every save creates the revision `<id>~<version>` with the store's create-only write:
 * two people saving from the same version race for one id, so the second is refused (a
 * conflict) on every instance, and nothing anyone wrote is overwritten.
 */

type StudioStatus = StudioItem['status'];

/** What the editor opens: the latest draft, the version it is at, and the item's status. */
export type OpenedInsight = {
  id: string;
  content: StudioContent;
  version: number;
  status: StudioStatus;
  changed: boolean;
  updatedBy?: string;
  date?: string;
  publishAt?: string | null;
  published: Blog | null;
};

/** The draft as its public page will show it: the published copy's comments and dates, the draft's fields. */
export function blogOfDraft(opened: OpenedInsight): Blog {
  const { content, published } = opened;
  return {
    id: opened.id,
    ...blogFieldsOf(content),
    date: published?.date ?? opened.date ?? new Date().toISOString(),
    updatedAt: published ? opened.date : undefined,
    comments: published?.comments ?? [],
    formerHeadings: published?.formerHeadings ?? [],
  };
}

/** Who acts and when (the server's clock). */
export type Actor = { by: string; at: number };

export type SaveOutcome = { ok: true; version: number } | { ok: false; conflict: true };

/** A new insight's id: readable in a URL, unguessable before it exists. */
export function newInsightId(at: number): string {
  return `b-${new Date(at).getUTCFullYear()}-${randomBytes(6).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;
}

/** A published insight's fields as the studio edits them. */
function contentOfBlog(blog: Blog): StudioContent {
  return {
    heading: blog.heading,
    summary: blog.short,
    body: blog.description,
    vertical: blog.pagetype,
    topic: blog.category,
    type: blog.insighttype,
    author: blog.author,
    image: blog.image,
    spotlight: blog.isspotlight === 'true',
  };
}

/** A draft's fields as the public `blogs` document names them. */
function blogFieldsOf(content: StudioContent) {
  return {
    heading: content.heading,
    short: content.summary,
    description: content.body,
    pagetype: content.vertical,
    category: content.topic,
    insighttype: content.type,
    author: content.author,
    image: content.image,
    isspotlight: String(content.spotlight),
  };
}

/** The item and the public document of an id; null when neither exists. */
export async function openInsight(store: Store, id: string): Promise<OpenedInsight | null> {
  const [item, blog] = await Promise.all([store.get('studio_items', id), store.get('blogs', id)]);
  if (item) return { id, content: item.draft, version: item.version, status: item.status, changed: item.changed, updatedBy: item.updatedBy, date: item.date, publishAt: item.publishAt, published: blog };
  // Content written before the studio (the seed, the console) is edited from its public copy.
  if (blog) return { id, content: contentOfBlog(blog), version: 0, status: 'published', changed: false, published: blog };
  return null;
}

function stored(input: InsightInput): StudioContent {
  return { ...input, body: cleanCmsHtml(input.body) };
}

/**
 * Keeps a new draft of the insight, from the version the editor opened. Refused as a conflict
 * when someone saved since; the public site is never touched.
 */
export async function saveInsight(store: Store, id: string, version: number, input: InsightInput, actor: Actor, action: 'save' | 'restore' | 'publish' = 'save'): Promise<SaveOutcome & { item?: StudioItem }> {
  const content = stored(input);
  const next = version + 1;
  const at = new Date(actor.at).toISOString();
  const claimed = await store.create('studio_revisions', `${id}~${next}`, { itemId: id, version: next, action, content, by: actor.by, at });
  if (!claimed) {
    await catchUp(store, id);
    return { ok: false, conflict: true };
  }
  const [previous, blog] = await Promise.all([store.get('studio_items', id), store.get('blogs', id)]);
  const status: StudioStatus = previous?.status ?? (blog ? 'published' : 'draft');
  const item = {
    ...(previous ?? {}),
    id,
    kind: 'insight',
    heading: content.heading,
    status,
    version: next,
    draft: content,
    changed: blog !== null,
    updatedBy: actor.by,
    date: at,
  } as StudioItem;
  await store.set('studio_items', id, withoutId(item));
  return { ok: true, version: next, item };
}

/**
 * A save whose revision was kept but whose item was not (the store failed between the two
 * writes) would make every later save a conflict: the item is brought up to its newest revision.
 */
async function catchUp(store: Store, id: string): Promise<void> {
  const item = await store.get('studio_items', id);
  const version = item?.version ?? 0;
  const newer = await store.get('studio_revisions', `${id}~${version + 1}`);
  if (!newer || (item && newer.version <= item.version)) return;
  await store.set('studio_items', id, {
    ...withoutId(item ?? ({ kind: 'insight', status: 'draft', changed: false } as StudioItem)),
    heading: newer.content.heading,
    version: newer.version,
    draft: newer.content,
    updatedBy: newer.by,
    date: newer.at,
  });
}

/**
 * Saves the draft and puts it on the public site: the `blogs` document every public page, feed,
 * sitemap, search and live list reads. Its first publication date stays its date; a changed
 * heading joins its former headings, so links shared under the old one still find it (one 308).
 */
export async function publishInsight(store: Store, id: string, version: number, input: InsightInput, actor: Actor): Promise<SaveOutcome> {
  const saved = await saveInsight(store, id, version, input, actor, 'publish');
  if (!saved.ok || !saved.item) return saved;
  const item = saved.item;
  const content = item.draft;
  const at = new Date(actor.at).toISOString();
  const existing = await store.get('blogs', id);
  const fields = blogFieldsOf(content);
  if (existing) {
    const formerHeadings = existing.heading !== content.heading ? unique([...existing.formerHeadings, existing.heading]) : existing.formerHeadings;
    // Only the studio's fields: a comment posted meanwhile stays.
    await store.update('blogs', id, { ...fields, formerHeadings: formerHeadings.filter((h) => h !== content.heading), updatedAt: at });
  } else {
    const kept = item.kept;
    const formerHeadings = unique(kept?.formerHeadings ?? []).filter((h) => h !== content.heading);
    const date = item.firstPublishedAt ?? at;
    // Comments kept with an item withdrawn before they had a collection of their own go there now.
    if (kept?.comments.length) await moveComments(store, id, kept.comments, date);
    // The id is a field too: the article page finds a blog by it (queries.blogById).
    await store.set('blogs', id, { id, ...fields, date, ...(item.firstPublishedAt ? { updatedAt: at } : {}), formerHeadings });
  }
  await store.update('studio_items', id, { status: 'published', changed: false, firstPublishedAt: item.firstPublishedAt ?? existing?.date ?? at, kept: null, publishAt: null, scheduledBy: null });
  await logActivity(store, { action: 'publish', itemId: id, heading: content.heading }, actor);
  return saved;
}

/**
 * Takes the insight off the public site. Its headings are kept with the item and its comments stay
 * in their collection, so publishing it again brings it back whole, at the same address.
 */
export async function withdrawInsight(store: Store, id: string, actor: Actor): Promise<boolean> {
  const at = new Date(actor.at).toISOString();
  let opened = await openInsight(store, id);
  // Withdrawing keeps whatever draft is newest: a save that lands first is read again.
  for (let tries = 0; opened?.published; tries += 1) {
    const next = opened.version + 1;
    if (await store.create('studio_revisions', `${id}~${next}`, { itemId: id, version: next, action: 'withdraw', content: opened.content, by: actor.by, at })) break;
    if (tries === 3) throw new Error(`withdrawing ${id}: its versions kept moving`);
    await catchUp(store, id);
    opened = await openInsight(store, id);
  }
  if (!opened?.published) return false;
  const blog = opened.published;
  const next = opened.version + 1;
  await store.set('studio_items', id, {
    kind: 'insight',
    heading: opened.content.heading,
    status: 'withdrawn',
    version: next,
    draft: opened.content,
    changed: false,
    updatedBy: actor.by,
    date: at,
    firstPublishedAt: blog.date,
    kept: { comments: blog.comments, formerHeadings: unique([...blog.formerHeadings, blog.heading]) },
  });
  await store.remove('blogs', id);
  await logActivity(store, { action: 'withdraw', itemId: id, heading: opened.content.heading }, actor);
  return true;
}

/**
 * Saves the draft and has it publish itself at `publishAt` (the scheduled run, publishDue). The
 * public site keeps what it shows until then.
 */
export async function scheduleInsight(store: Store, id: string, version: number, input: InsightInput, publishAt: number, actor: Actor): Promise<SaveOutcome> {
  const saved = await saveInsight(store, id, version, input, actor);
  if (!saved.ok) return saved;
  await store.update('studio_items', id, { status: 'scheduled', publishAt: new Date(publishAt).toISOString(), scheduledBy: actor.by });
  await logActivity(store, { action: 'schedule', itemId: id, heading: input.heading }, actor);
  return saved;
}

/** Takes a schedule back: the item is what it was before (published, withdrawn or a draft). */
export async function unscheduleInsight(store: Store, id: string): Promise<boolean> {
  const [item, blog] = await Promise.all([store.get('studio_items', id), store.get('blogs', id)]);
  if (item?.status !== 'scheduled') return false;
  const status: StudioStatus = blog ? 'published' : item.firstPublishedAt ? 'withdrawn' : 'draft';
  return store.update('studio_items', id, { status, publishAt: null, scheduledBy: null });
}

/** How many scheduled items one run looks at; a run that finds this many due leaves the rest to the next. */
const SCHEDULED_PER_RUN = 50;

/**
 * Publishes every scheduled item whose time has come, as whoever scheduled it: the scheduled
 * publishing run (app/api/scheduled-publishing). An item saved again since keeps its schedule and
 * publishes its newest draft. Safe to run again: a published item is no longer scheduled.
 */
export async function publishDue(store: Store, now: number): Promise<{ published: string[] }> {
  const scheduled = await store.list(queries.scheduledItems(SCHEDULED_PER_RUN));
  const published: string[] = [];
  for (const item of scheduled) {
    if (!item.publishAt || Date.parse(item.publishAt) > now) break;
    const outcome = await publishInsight(store, item.id, item.version, item.draft as InsightInput, { by: item.scheduledBy ?? item.updatedBy, at: now });
    if (outcome.ok) published.push(item.id);
  }
  return { published };
}

/** How many revisions an item's history page shows at once. */
const HISTORY_PAGE = 20;

/**
 * An item's revisions from `version` down, newest first, at most HISTORY_PAGE: point reads of
 * `<id>~<version>`, so a long history costs what one page shows.
 */
export async function insightHistory(store: Store, id: string, version: number): Promise<StudioRevision[]> {
  const versions = Array.from({ length: Math.min(HISTORY_PAGE, Math.max(0, version)) }, (_, i) => version - i);
  const revisions = await Promise.all(versions.map((v) => store.get('studio_revisions', `${id}~${v}`)));
  return revisions.filter((revision) => revision !== null);
}

/**
 * Makes an earlier revision's content the newest draft (a new version: nothing is lost, and the
 * public site is unchanged until it is published). A conflict when someone saved meanwhile.
 */
export async function restoreRevision(store: Store, id: string, version: number, from: number, actor: Actor): Promise<SaveOutcome | null> {
  const revision = await store.get('studio_revisions', `${id}~${from}`);
  if (!revision) return null;
  return saveInsight(store, id, version, revision.content as InsightInput, actor, 'restore');
}

type ActivityEntry = Pick<StudioActivity, 'action'> & Partial<Pick<StudioActivity, 'itemId' | 'heading' | 'subject'>>;

/** Adds to the activity log: who did what, when. Its id sorts by time and never repeats. */
export async function logActivity(store: Store, entry: ActivityEntry, actor: Actor): Promise<void> {
  const date = new Date(actor.at).toISOString();
  await store.create('studio_activity', `${date}-${randomBytes(4).toString('hex')}`, { ...entry, by: actor.by, date });
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** A read document as a write: the adapter keeps the id apart and stamps `timestamp` itself. */
function withoutId<T extends { id?: string; timestamp?: string }>(doc: T): Omit<T, 'id' | 'timestamp'> {
  const rest: Partial<T> = { ...doc };
  delete rest.id;
  delete rest.timestamp;
  return rest as Omit<T, 'id' | 'timestamp'>;
}
