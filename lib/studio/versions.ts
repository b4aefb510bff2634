import 'server-only';
import { randomBytes } from 'node:crypto';
import type { DocOf, StudioItem } from '../data/schema';
import type { Store } from '../data/store';
import type { Actor } from './activity';
import { mediaNamesIn, mediaPath } from '../media/paths';
import { findable } from './find';
import { isKind, KINDS, kindModule, type ContentOf, type StudioContent, type StudioKind } from './kinds';

/**
 * A studio item's versions, whatever its kind. Its drafts live in `studio_items`; the public site
 * reads only its kind's public collection, which publishing writes (./workflow.ts). Every save
 * creates the revision `<id>~<version>` with the store's create-only write: two people saving
 * from the same version race for one id, so the second is refused (a conflict) on every instance,
 * and nothing anyone wrote is overwritten.
 */

type StudioStatus = StudioItem['status'];

/** The public document a kind publishes into. */
export type PublicDocOf<K extends StudioKind> = DocOf<(typeof KINDS)[K]['collection']>;

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

export type SaveOutcome = { ok: true; version: number } | { ok: false; conflict: true };

/** A stored draft with every field of its kind present; null for a kind the registry does not know. */
export function readContent(raw: { kind: string; heading: string }): StudioContent | null {
  return isKind(raw.kind) ? (kindModule(raw.kind).fields.read(raw) as StudioContent) : null;
}

/** The draft as its public document will be: what a preview shows. */
export function asPublished<K extends StudioKind>(opened: OpenedItem<K>): PublicDocOf<K> {
  return kindModule(opened.kind).asPublic(opened.id, opened.content as never, opened.published as never, opened.date) as PublicDocOf<K>;
}

/** Where an item is shown on the site, as its draft reads now. */
export const publicPathOf = (opened: OpenedItem): string => kindModule(opened.kind).publicPath(opened.id, opened.content as never);

/** A new item's id: its kind's prefix and the year, readable in a URL, unguessable before it exists. */
export function newItemId(kind: StudioKind, at: number): string {
  return `${KINDS[kind].prefix}-${new Date(at).getUTCFullYear()}-${randomBytes(6).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;
}

export const publicDoc = <K extends StudioKind>(store: Store, kind: K, id: string) => store.get(kindModule(kind).collection, id) as Promise<PublicDocOf<K> | null>;

/** The item and the public document of an id; null when neither exists, or the item is of another kind. */
export async function openItem<K extends StudioKind>(store: Store, kind: K, id: string): Promise<OpenedItem<K> | null> {
  const [item, doc] = await Promise.all([store.get('studio_items', id), publicDoc(store, kind, id)]);
  if (item) {
    if (item.draft.kind !== kind) return null;
    const content = readContent(item.draft) as ContentOf<K>;
    return { id, kind, content, version: item.version, status: item.status, changed: item.changed, updatedBy: item.updatedBy, date: item.date, publishAt: item.publishAt, scheduledVersion: item.scheduledVersion, firstPublishedAt: item.firstPublishedAt, published: doc };
  }
  // Content written before the studio (the seed, the console) is edited from its public copy.
  if (doc) return { id, kind, content: kindModule(kind).fromPublic(doc as never) as ContentOf<K>, version: 0, status: 'published', changed: false, published: doc };
  return null;
}

/**
 * Keeps a new draft of the item, from the version the editor opened. Refused as a conflict
 * when someone saved since; the public site is never touched.
 */
export async function saveItem(
  store: Store,
  id: string,
  version: number,
  input: StudioContent,
  actor: Actor,
  action: 'save' | 'restore' | 'publish' = 'save',
): Promise<SaveOutcome & { item?: StudioItem; published?: PublicDocOf<StudioKind> | null }> {
  const kind = input.kind;
  const config = kindModule(kind);
  const content = ((await config.clean?.(input as never, store)) ?? input) as StudioContent;
  const next = version + 1;
  const at = new Date(actor.at).toISOString();
  const claimed = await store.create('studio_revisions', `${id}~${next}`, { itemId: id, version: next, action, content, by: actor.by, at });
  if (!claimed) {
    await catchUp(store, id);
    // Versions the same person kept since (their own autosaves) are no conflict: this goes on top.
    const own = await ownSince(store, id, version, actor.by);
    return own === null ? { ok: false, conflict: true } : saveItem(store, id, own, input, actor, action);
  }
  const [previous, doc] = await Promise.all([store.get('studio_items', id), publicDoc(store, kind, id)]);
  const status: StudioStatus = previous?.status ?? (doc ? 'published' : 'draft');
  const item = {
    ...(previous ?? {}),
    id,
    kind,
    ...findable(content),
    // Until it is published, what the site shows (and a scheduled version) keeps its images in use too.
    media: mediaNamesIn(content, doc, previous?.status === 'scheduled' ? previous.media.map(mediaPath) : []),
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

/** How many versions one person may have kept unseen by their open editor (autosaves between two clicks). */
const OWN_VERSIONS = 20;

/**
 * The item's version now, when every version after `version` was kept by `by` (an editor's own
 * autosaves, which the page had not heard of yet); null when anyone else saved since.
 */
async function ownSince(store: Store, id: string, version: number, by: string): Promise<number | null> {
  const item = await store.get('studio_items', id);
  if (!item || item.version <= version || item.version - version > OWN_VERSIONS) return null;
  const since = await Promise.all(Array.from({ length: item.version - version }, (_, step) => store.get('studio_revisions', `${id}~${version + 1 + step}`)));
  return since.every((revision) => revision?.by === by && revision.action === 'save') ? item.version : null;
}

/**
 * A save whose revision was kept but whose item was not (the store failed between the two
 * writes) would make every later save a conflict: the item is brought up to its newest revision.
 */
export async function catchUp(store: Store, id: string): Promise<void> {
  const item = await store.get('studio_items', id);
  const version = item?.version ?? 0;
  const newer = await store.get('studio_revisions', `${id}~${version + 1}`);
  if (!newer || (item && newer.version <= item.version)) return;
  await store.set('studio_items', id, {
    ...withoutId(item ?? ({ kind: newer.content.kind, status: 'draft', changed: false } as StudioItem)),
    ...findable(newer.content),
    media: mediaNamesIn(newer.content, item?.media.map(mediaPath)),
    version: newer.version,
    draft: newer.content,
    updatedBy: newer.by,
    date: newer.at,
  });
}

/**
 * Items saved before the studio kept what it finds them by (their heading's words and facet keys)
 * and the uploads they show get them (npm run migrate), from their draft and what the site shows,
 * in one walk of 500 at a time; safe to run twice.
 */
export async function completeOlderItems(store: Store): Promise<{ worded: number; named: number }> {
  const done = { worded: 0, named: 0 };
  let after: string | undefined;
  do {
    const { docs, next } = await store.batch('studio_items', after, 500);
    for (const item of docs) {
      const change: Partial<Pick<StudioItem, 'words' | 'facets' | 'media'>> = {};
      if (item.words.length === 0 || item.facets.length === 0) {
        const { words, facets } = findable(item.draft);
        if (words.length > 0 || facets.length > 0) Object.assign(change, { words, facets });
      }
      if (item.media.length === 0) {
        const media = mediaNamesIn(item.draft, isKind(item.kind) ? await publicDoc(store, item.kind, item.id) : null);
        if (media.length > 0) change.media = media;
      }
      if (Object.keys(change).length === 0 || !(await store.update('studio_items', item.id, change))) continue;
      if (change.words) done.worded += 1;
      if (change.media) done.named += 1;
    }
    after = next;
  } while (after);
  return done;
}

/** A read document as a write: the adapter keeps the id apart and stamps `timestamp` itself. */
function withoutId<T extends { id?: string; timestamp?: string }>(doc: T): Omit<T, 'id' | 'timestamp'> {
  const rest: Partial<T> = { ...doc };
  delete rest.id;
  delete rest.timestamp;
  return rest as Omit<T, 'id' | 'timestamp'>;
}

/** An opened item of whichever kind: `kind` tells which, and narrows its content and published copy. */
export type AnyOpenedItem = { [K in StudioKind]: OpenedItem<K> }[StudioKind];
