import 'server-only';
import { randomBytes } from 'node:crypto';
import { moveComments } from '../comments/insight-comments';
import { queries } from '../data/queries';
import type { Banner, Blog, Compendium, ContentOf, JobOpening, News, SiteEvent, StudioActivity, StudioContent, StudioItem, StudioKind, StudioRevision } from '../data/schema';
import type { Store } from '../data/store';
import { cleanCmsHtml } from '../html/sanitize';
import { uploadedAlt } from '../media/uploads';
import { BANNER_MESSAGES } from './banner-input';
import { headingWords } from './find';
import { KINDS } from './kinds';

/**
 * The studio's items over the store port, in both backends, whatever their kind (insights, news,
 * events). An item's drafts live in `studio_items`; the public site reads only its kind's public
 * collection (`blogs`, `news`, `events`), which publishing writes and withdrawing empties. Every
 * save creates the revision `<id>~<version>` with the store's create-only write: two people saving
 * from the same version race for one id, so the second is refused (a conflict) on every instance,
 * and nothing anyone wrote is overwritten.
 */

type StudioStatus = StudioItem['status'];

/** The public document each kind publishes into. */
type PublicDocOf<K extends StudioKind> = { insight: Blog; news: News; event: SiteEvent; opening: JobOpening; compendium: Compendium; banner: Banner }[K];

/** What the editor opens: the latest draft, the version it is at, and the item's status. */
export type OpenedItem<K extends StudioKind = StudioKind> = {
  id: string;
  kind: K;
  content: ContentOf<K>;
  version: number;
  status: StudioStatus;
  changed: boolean;
  updatedBy?: string;
  date?: string;
  publishAt?: string | null;
  /** The version a schedule publishes (later saves wait for a publisher). */
  scheduledVersion?: number | null;
  /** When it was first published, if the studio published it (a withdrawn item keeps it). */
  firstPublishedAt?: string;
  published: PublicDocOf<K> | null;
};

/** An opened item of whichever kind: `kind` tells which, and narrows its content and published copy. */
export type AnyOpenedItem = { [K in StudioKind]: OpenedItem<K> }[StudioKind];

/** The draft of an insight as its public page will show it: the published copy's comments and dates, the draft's fields. */
export function blogOfDraft(opened: OpenedItem<'insight'>): Blog {
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

/** The draft of a news item as the news list will show it. */
export function newsOfDraft(opened: OpenedItem<'news'>): News {
  return { id: opened.id, ...newsFieldsOf(opened.content), date: opened.published?.date ?? opened.date ?? new Date().toISOString() };
}

/** The draft of a job opening as its page will show it. */
export function openingOfDraft(opened: OpenedItem<'opening'>): JobOpening {
  return { id: opened.id, ...openingFieldsOf(opened.content), datePosted: opened.published?.datePosted ?? opened.date };
}

/** The draft of a compendium as its card will show it. */
export function compendiumOfDraft(opened: OpenedItem<'compendium'>): Compendium {
  return { id: opened.id, ...compendiumFieldsOf(opened.content), date: opened.published?.date ?? opened.date ?? new Date().toISOString() };
}

/** The draft of an event as its page will show it. */
export function eventOfDraft(opened: OpenedItem<'event'>): SiteEvent {
  return { id: opened.id, ...eventFieldsOf(opened.content) };
}

/** Who acts and when (the server's clock). */
export type Actor = { by: string; at: number };

export type SaveOutcome = { ok: true; version: number } | { ok: false; conflict: true };

/** A publication can also be refused by its kind's own rule (a page that has a banner), with the message to show. */
export type PublishOutcome = SaveOutcome | { ok: false; refused: string };

/** A new item's id: its kind's prefix and the year, readable in a URL, unguessable before it exists. */
export function newItemId(kind: StudioKind, at: number): string {
  return `${KINDS[kind].prefix}-${new Date(at).getUTCFullYear()}-${randomBytes(6).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;
}

/** A draft's fields as the public `blogs` document names them. */
function blogFieldsOf(content: ContentOf<'insight'>) {
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
  };
}

function compendiumFieldsOf(content: ContentOf<'compendium'>) {
  return { heading: content.heading, subheading: content.subheading, description: content.description, category: content.category, pdf: content.pdf, logoPath: content.logo };
}

function newsFieldsOf(content: ContentOf<'news'>) {
  return { heading: content.heading, desc: content.text, category: content.category };
}

function eventFieldsOf(content: ContentOf<'event'>): Omit<SiteEvent, 'id'> {
  const online = content.attendanceMode !== 'offline';
  const inPerson = content.attendanceMode !== 'online';
  return {
    heading: content.heading,
    description: content.description,
    category: content.category,
    date: content.date,
    ...(content.endDate ? { endDate: content.endDate } : {}),
    images: content.image ? [content.image] : [],
    attendanceMode: content.attendanceMode,
    status: content.status,
    ...(inPerson ? { venue: venueOf(content) } : {}),
    ...(online ? { onlineUrl: content.onlineUrl } : {}),
  };
}

/** The fields staff filled in: an empty optional field is left out of the document, not stored as ''. */
function filledIn<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as T;
}

function openingFieldsOf(content: ContentOf<'opening'>): Omit<JobOpening, 'id' | 'datePosted'> {
  return filledIn({
    name: content.heading,
    gform: content.applyUrl,
    overview: content.overview,
    responsibilities: content.responsibilities,
    requiredQualifications: content.requiredQualifications,
    additionalQualifications: content.additionalQualifications,
    location: content.location,
    country: content.country,
    validThrough: content.validThrough,
  });
}

/** The venue as the event document holds it: only the address fields staff gave. */
function venueOf(content: ContentOf<'event'>): NonNullable<SiteEvent['venue']> {
  return filledIn({ name: content.venueName, streetAddress: content.streetAddress, addressLocality: content.locality, postalCode: content.postalCode, addressRegion: content.region, addressCountry: content.country });
}

/** How each kind reads its public document as a draft and writes a draft as its public document. */
type PublicSide<K extends StudioKind> = {
  collection: 'blogs' | 'news' | 'events' | 'job_openings' | 'compendiums' | 'banners';
  /** A published document as the studio edits it (content written before the studio: the seed, the console). */
  contentOf: (doc: PublicDocOf<K>) => ContentOf<K>;
  /** Fields cleaned before they are kept: HTML by the public pages' own policy. */
  clean: (content: ContentOf<K>) => ContentOf<K>;
  /** Writes the draft to the public collection; `date` is the first publication's. */
  publish: (store: Store, id: string, content: ContentOf<K>, item: StudioItem, existing: PublicDocOf<K> | null, at: string) => Promise<void>;
  /** What a withdrawn item keeps to be given back when it is published again. */
  kept: (doc: PublicDocOf<K>) => StudioItem['kept'];
  /** When a published document was first published, if its fields say (an event's date is when it happens). */
  firstPublished: (doc: PublicDocOf<K>) => string | undefined;
  /** Why the draft may not be published as it is, if the kind has such a rule: the message to show. */
  refusal?: (store: Store, id: string, content: ContentOf<K>) => Promise<string | null>;
};

const PUBLIC_SIDES: { [K in StudioKind]: PublicSide<K> } = {
  insight: {
    collection: 'blogs',
    contentOf: (blog) => ({
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
    }),
    clean: (content) => ({ ...content, body: cleanCmsHtml(content.body) }),
    // A changed heading joins the former headings, so links shared under the old one still find it (one 308).
    publish: async (store, id, content, item, existing, at) => {
      const fields = blogFieldsOf(content);
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
  },
  news: {
    collection: 'news',
    contentOf: (news) => ({ kind: 'news', heading: news.heading, text: news.desc, category: news.category ?? '' }),
    clean: (content) => content,
    // A news item keeps the date it was first published: the list orders by it.
    publish: async (store, id, content, item, existing, at) => {
      await store.set('news', id, { ...newsFieldsOf(content), date: existing?.date ?? item.firstPublishedAt ?? at });
    },
    kept: () => null,
    firstPublished: (news) => news.date,
  },
  event: {
    collection: 'events',
    contentOf: (event) => ({
      kind: 'event',
      heading: event.heading,
      description: event.description,
      category: event.category,
      date: event.date,
      endDate: event.endDate ?? '',
      attendanceMode: event.attendanceMode ?? (event.onlineUrl && !event.venue ? 'online' : 'offline'),
      status: event.status ?? 'scheduled',
      venueName: event.venue?.name ?? '',
      streetAddress: event.venue?.streetAddress ?? '',
      locality: event.venue?.addressLocality ?? '',
      postalCode: event.venue?.postalCode ?? '',
      region: event.venue?.addressRegion ?? '',
      country: event.venue?.addressCountry ?? '',
      onlineUrl: event.onlineUrl ?? '',
      image: event.images[0] ?? '',
    }),
    clean: (content) => ({ ...content, description: cleanCmsHtml(content.description) }),
    // An event's date is when it happens (the form's). Its further photos stay while its first is unchanged.
    publish: async (store, id, content, _item, existing) => {
      const fields = eventFieldsOf(content);
      const images = existing && existing.images[0] === content.image ? existing.images : fields.images;
      await store.set('events', id, { ...fields, images });
    },
    kept: () => null,
    firstPublished: () => undefined,
  },
  opening: {
    collection: 'job_openings',
    contentOf: (opening) => ({
      kind: 'opening',
      heading: opening.name,
      applyUrl: opening.gform,
      overview: opening.overview,
      responsibilities: opening.responsibilities,
      requiredQualifications: opening.requiredQualifications,
      additionalQualifications: opening.additionalQualifications,
      location: opening.location ?? '',
      country: opening.country ?? '',
      validThrough: opening.validThrough ?? '',
    }),
    clean: (content) => content,
    // Posted when first published (the JobPosting's datePosted), kept through corrections.
    publish: async (store, id, content, item, existing, at) => {
      await store.set('job_openings', id, { ...openingFieldsOf(content), datePosted: existing?.datePosted ?? item.firstPublishedAt ?? at });
    },
    kept: () => null,
    firstPublished: (opening) => opening.datePosted,
  },
  compendium: {
    collection: 'compendiums',
    contentOf: (compendium) => ({
      kind: 'compendium',
      heading: compendium.heading,
      subheading: compendium.subheading,
      description: compendium.description,
      category: compendium.category,
      pdf: compendium.pdf,
      logo: compendium.logoPath,
    }),
    clean: (content) => content,
    // A compendium keeps the date it was first published: its vertical's list orders by it.
    publish: async (store, id, content, item, existing, at) => {
      await store.set('compendiums', id, { ...compendiumFieldsOf(content), date: existing?.date ?? item.firstPublishedAt ?? at });
    },
    kept: () => null,
    firstPublished: (compendium) => compendium.date,
  },
  banner: {
    collection: 'banners',
    contentOf: (banner) => ({ kind: 'banner', heading: banner.heading ?? '', description: banner.description ?? '', page: banner.page, image: banner.image ?? '', link: banner.link ?? '' }),
    clean: (content) => content,
    publish: async (store, id, content) => {
      await store.set('banners', id, { page: content.page, heading: content.heading, description: content.description, image: content.image, link: content.link });
    },
    kept: () => null,
    firstPublished: () => undefined,
    // A page shows one banner (the first its query finds): a second one for it is refused.
    refusal: async (store, id, content) => {
      const [holder] = await store.list(queries.bannerByPage(content.page));
      return holder && holder.id !== id ? BANNER_MESSAGES.pageTaken : null;
    },
  },
};

const sideOf = <K extends StudioKind>(kind: K) => PUBLIC_SIDES[kind] as PublicSide<K>;
const publicDoc = <K extends StudioKind>(store: Store, kind: K, id: string) => store.get(sideOf(kind).collection, id) as Promise<PublicDocOf<K> | null>;

/** The item and the public document of an id; null when neither exists, or the item is of another kind. */
export async function openItem<K extends StudioKind>(store: Store, kind: K, id: string): Promise<OpenedItem<K> | null> {
  const [item, doc] = await Promise.all([store.get('studio_items', id), publicDoc(store, kind, id)]);
  if (item) {
    if (item.draft.kind !== kind) return null;
    return { id, kind, content: item.draft as ContentOf<K>, version: item.version, status: item.status, changed: item.changed, updatedBy: item.updatedBy, date: item.date, publishAt: item.publishAt, scheduledVersion: item.scheduledVersion, firstPublishedAt: item.firstPublishedAt, published: doc };
  }
  // Content written before the studio (the seed, the console) is edited from its public copy.
  if (doc) return { id, kind, content: sideOf(kind).contentOf(doc), version: 0, status: 'published', changed: false, published: doc };
  return null;
}

/**
 * Keeps a new draft of the item, from the version the editor opened. Refused as a conflict
 * when someone saved since; the public site is never touched.
 */
export async function saveItem(store: Store, id: string, version: number, input: StudioContent, actor: Actor, action: 'save' | 'restore' | 'publish' = 'save'): Promise<SaveOutcome & { item?: StudioItem; published?: PublicDocOf<StudioKind> | null }> {
  const kind = input.kind;
  const cleaned = sideOf(kind).clean(input as never) as StudioContent;
  // An upload chosen without alt text of its own takes the one its upload gave.
  const content = cleaned.kind === 'insight' && !cleaned.imageAlt ? { ...cleaned, imageAlt: await uploadedAlt(store, cleaned.image) } : cleaned;
  const next = version + 1;
  const at = new Date(actor.at).toISOString();
  const claimed = await store.create('studio_revisions', `${id}~${next}`, { itemId: id, version: next, action, content, by: actor.by, at });
  if (!claimed) {
    await catchUp(store, id);
    return { ok: false, conflict: true };
  }
  const [previous, doc] = await Promise.all([store.get('studio_items', id), publicDoc(store, kind, id)]);
  const status: StudioStatus = previous?.status ?? (doc ? 'published' : 'draft');
  const item = {
    ...(previous ?? {}),
    id,
    kind,
    heading: content.heading,
    words: headingWords(content.heading),
    status,
    version: next,
    draft: content,
    changed: doc !== null,
    updatedBy: actor.by,
    date: at,
  } as StudioItem;
  await store.set('studio_items', id, withoutId(item));
  return { ok: true, version: next, item, published: doc };
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
    ...withoutId(item ?? ({ kind: newer.content.kind, status: 'draft', changed: false } as StudioItem)),
    heading: newer.content.heading,
    words: headingWords(newer.content.heading),
    version: newer.version,
    draft: newer.content,
    updatedBy: newer.by,
    date: newer.at,
  });
}

/**
 * Saves the draft and puts it on the public site: the public document every page, feed, sitemap,
 * search and live list reads. An insight's or a news item's first publication date stays its date.
 */
export async function publishItem(store: Store, id: string, version: number, input: StudioContent, actor: Actor): Promise<PublishOutcome> {
  const refused = await sideOf(input.kind).refusal?.(store, id, input as never);
  if (refused) return { ok: false, refused };
  const saved = await saveItem(store, id, version, input, actor, 'publish');
  if (!saved.ok || !saved.item) return saved;
  // The public copy as the save read it: publishing writes it, nothing else does meanwhile.
  await putOnSite(store, saved.item, saved.item.draft, saved.published ?? null, actor, { changed: false });
  return saved;
}

/** Writes content to the public side of an item and marks the item published; `changed` says whether its draft now differs. */
async function putOnSite(store: Store, item: StudioItem, content: StudioContent, existing: PublicDocOf<StudioKind> | null, actor: Actor, { changed }: { changed: boolean }) {
  const at = new Date(actor.at).toISOString();
  const side = sideOf(content.kind);
  await side.publish(store, item.id, content as never, item, existing as never, at);
  await store.update('studio_items', item.id, {
    status: 'published',
    changed,
    firstPublishedAt: item.firstPublishedAt ?? (existing ? side.firstPublished(existing as never) : undefined) ?? at,
    kept: null,
    publishAt: null,
    scheduledBy: null,
    scheduledVersion: null,
  });
  await logActivity(store, { action: 'publish', itemId: item.id, heading: content.heading }, actor);
}

/**
 * Takes the item off the public site. An insight's headings are kept with the item and its
 * comments stay in their collection, so publishing it again brings it back whole, at the same address.
 */
export async function withdrawItem(store: Store, kind: StudioKind, id: string, actor: Actor): Promise<boolean> {
  const at = new Date(actor.at).toISOString();
  let opened = await openItem(store, kind, id);
  // Withdrawing keeps whatever draft is newest: a save that lands first is read again.
  for (let tries = 0; opened?.published; tries += 1) {
    const next = opened.version + 1;
    if (await store.create('studio_revisions', `${id}~${next}`, { itemId: id, version: next, action: 'withdraw', content: opened.content, by: actor.by, at })) break;
    if (tries === 3) throw new Error(`withdrawing ${id}: its versions kept moving`);
    await catchUp(store, id);
    opened = await openItem(store, kind, id);
  }
  if (!opened?.published) return false;
  const side = sideOf(kind);
  const doc = opened.published;
  await store.set('studio_items', id, {
    kind,
    heading: opened.content.heading,
    words: headingWords(opened.content.heading),
    status: 'withdrawn',
    version: opened.version + 1,
    draft: opened.content,
    changed: false,
    updatedBy: actor.by,
    date: at,
    firstPublishedAt: opened.firstPublishedAt ?? side.firstPublished(doc) ?? at,
    kept: side.kept(doc),
  });
  await store.remove(side.collection, id);
  await logActivity(store, { action: 'withdraw', itemId: id, heading: opened.content.heading }, actor);
  return true;
}

/**
 * Saves the draft and has that version publish itself at `publishAt` (the scheduled run,
 * publishDue). The public site keeps what it shows until then. The schedule is pinned to the
 * version the publisher saved here: an edit saved after it (an editor's, who cannot publish) waits
 * as the newest draft and never goes out without a publisher.
 */
export async function scheduleItem(store: Store, id: string, version: number, input: StudioContent, publishAt: number, actor: Actor): Promise<SaveOutcome> {
  const saved = await saveItem(store, id, version, input, actor);
  if (!saved.ok) return saved;
  await store.update('studio_items', id, { status: 'scheduled', publishAt: new Date(publishAt).toISOString(), scheduledBy: actor.by, scheduledVersion: saved.version });
  await logActivity(store, { action: 'schedule', itemId: id, heading: input.heading }, actor);
  return saved;
}

/** Takes a schedule back: the item is what it was before (published, withdrawn or a draft). */
export async function unscheduleItem(store: Store, kind: StudioKind, id: string): Promise<boolean> {
  const [item, doc] = await Promise.all([store.get('studio_items', id), publicDoc(store, kind, id)]);
  if (item?.status !== 'scheduled' || item.draft.kind !== kind) return false;
  const status: StudioStatus = doc ? 'published' : item.firstPublishedAt ? 'withdrawn' : 'draft';
  return store.update('studio_items', id, { status, publishAt: null, scheduledBy: null, scheduledVersion: null });
}

/** How many scheduled items one run looks at; a run that finds this many due leaves the rest to the next. */
const SCHEDULED_PER_RUN = 50;

/**
 * Publishes every scheduled item whose time has come, of any kind, as whoever scheduled it: the
 * scheduled publishing run (app/api/scheduled-publishing). What goes out is the version the
 * publisher scheduled; a draft saved since stays the newest draft, to be published by a publisher.
 * Safe to run again: a published item is no longer scheduled.
 */
export async function publishDue(store: Store, now: number): Promise<{ published: string[] }> {
  const scheduled = await store.list(queries.scheduledItems(SCHEDULED_PER_RUN));
  const published: string[] = [];
  for (const item of scheduled) {
    if (!item.publishAt || Date.parse(item.publishAt) > now) break;
    const actor = { by: item.scheduledBy ?? item.updatedBy, at: now };
    // Schedules made before versions were pinned publish the draft they have.
    const pinned = item.scheduledVersion ?? item.version;
    if (pinned === item.version) {
      const outcome = await publishItem(store, item.id, item.version, item.draft, actor);
      if (outcome.ok) published.push(item.id);
      else if ('refused' in outcome) console.warn(`[studio] ${item.id} stays scheduled: ${outcome.refused}`);
      continue;
    }
    const revision = await store.get('studio_revisions', `${item.id}~${pinned}`);
    if (!revision) {
      console.warn(`[studio] ${item.id} stays scheduled: its scheduled version ${pinned} is missing`);
      continue;
    }
    const refused = await sideOf(revision.content.kind).refusal?.(store, item.id, revision.content as never);
    if (refused) {
      console.warn(`[studio] ${item.id} stays scheduled: ${refused}`);
      continue;
    }
    await putOnSite(store, item, revision.content, await publicDoc(store, revision.content.kind, item.id), actor, { changed: true });
    published.push(item.id);
  }
  return { published };
}

/** How many revisions an item's history page shows at once. */
const HISTORY_PAGE = 20;

/**
 * An item's revisions from `version` down, newest first, at most HISTORY_PAGE: point reads of
 * `<id>~<version>`, so a long history costs what one page shows.
 */
export async function itemHistory(store: Store, id: string, version: number): Promise<StudioRevision[]> {
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
  return saveItem(store, id, version, revision.content, actor, 'restore');
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
