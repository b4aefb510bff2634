import 'server-only';
import { queries } from '../data/queries';
import type { StudioItem } from '../data/schema';
import type { Store } from '../data/store';
import { logActivity, type Actor } from './activity';
import { mediaNamesIn } from '../media/paths';
import { findable } from './find';
import { kindModule, pagesShowing, type StudioContent, type StudioKind } from './kinds';
import { catchUp, openItem, publicDoc, readContent, saveItem, type PublicDocOf, type SaveOutcome } from './versions';

/**
 * The publishing workflow, whatever the kind: publish, withdraw, schedule and the scheduled run.
 * Publishing writes the kind's public document, which every page, feed, sitemap, search and live
 * list reads; withdrawing removes it.
 */

/** A publication can also be refused by its kind's own rule (a page that has a banner), with the message to show. */
/** A publication's outcome; once made, the pages that showed or show the item. */
export type PublishOutcome = { ok: true; version: number; pages: string[] } | { ok: false; conflict: true } | { ok: false; refused: string };

const refusalOf = (store: Store, id: string, content: StudioContent) => kindModule(content.kind).refusal?.(store, id, content as never) ?? Promise.resolve(null);

/**
 * Saves the draft and puts it on the public site. An insight's or a news item's first publication
 * date stays its date.
 */
export async function publishItem(store: Store, id: string, version: number, input: StudioContent, actor: Actor): Promise<PublishOutcome> {
  const refused = await refusalOf(store, id, input);
  if (refused) return { ok: false, refused };
  const saved = await saveItem(store, id, version, input, actor, 'publish');
  if (!saved.ok) return saved;
  if (!saved.item) return { ok: true, version: saved.version, pages: [] };
  // The public copy as the save read it: publishing writes it, nothing else does meanwhile.
  const pages = await putOnSite(store, saved.item, saved.item.draft, saved.published ?? null, actor, { changed: false });
  return { ok: true, version: saved.version, pages };
}

/**
 * Writes content to the public side of an item and marks the item published; `changed` says
 * whether its draft now differs. Resolves to the pages that showed it before and show it now.
 */
async function putOnSite(store: Store, item: StudioItem, content: StudioContent, existing: PublicDocOf<StudioKind> | null, actor: Actor, { changed }: { changed: boolean }): Promise<string[]> {
  const at = new Date(actor.at).toISOString();
  const config = kindModule(content.kind);
  await config.publish(store, item.id, content as never, item, existing as never, at);
  await store.update('studio_items', item.id, {
    status: 'published',
    changed,
    media: mediaNamesIn(content, changed ? item.draft : null),
    firstPublishedAt: item.firstPublishedAt ?? (existing ? config.firstPublished?.(existing as never) : undefined) ?? at,
    kept: null,
    publishAt: null,
    scheduledBy: null,
    scheduledVersion: null,
  });
  await logActivity(store, { action: 'publish', itemId: item.id, heading: content.heading }, actor);
  return pagesShowing(content.kind, item.id, existing ? (config.fromPublic(existing as never) as StudioContent) : null, content);
}

/**
 * Takes the item off the public site. An insight's headings are kept with the item and its
 * comments stay in their collection, so publishing it again brings it back whole, at the same address.
 * Resolves to the pages that showed it, or null when it was not on the site.
 */
export async function withdrawItem(store: Store, kind: StudioKind, id: string, actor: Actor): Promise<string[] | null> {
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
  if (!opened?.published) return null;
  const config = kindModule(kind);
  const doc = opened.published;
  await store.set('studio_items', id, {
    kind,
    ...findable(opened.content),
    media: mediaNamesIn(opened.content),
    status: 'withdrawn',
    version: opened.version + 1,
    draft: opened.content,
    changed: false,
    updatedBy: actor.by,
    date: at,
    firstPublishedAt: opened.firstPublishedAt ?? config.firstPublished?.(doc as never) ?? at,
    kept: config.kept?.(doc as never) ?? null,
  });
  await store.remove(config.collection, id);
  await logActivity(store, { action: 'withdraw', itemId: id, heading: opened.content.heading }, actor);
  return pagesShowing(kind, id, config.fromPublic(doc as never) as StudioContent);
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
  const status: StudioItem['status'] = doc ? 'published' : item.firstPublishedAt ? 'withdrawn' : 'draft';
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
export async function publishDue(store: Store, now: number): Promise<{ published: string[]; pages: string[] }> {
  const scheduled = await store.list(queries.scheduledItems(SCHEDULED_PER_RUN));
  const published: string[] = [];
  const pages = new Set<string>();
  for (const item of scheduled) {
    if (!item.publishAt || Date.parse(item.publishAt) > now) break;
    const actor = { by: item.scheduledBy ?? item.updatedBy, at: now };
    // Schedules made before versions were pinned publish the draft they have.
    const pinned = item.scheduledVersion ?? item.version;
    const revision = pinned === item.version ? null : await store.get('studio_revisions', `${item.id}~${pinned}`);
    const content = readContent(pinned === item.version ? item.draft : (revision?.content ?? { kind: '', heading: '' }));
    if (!content) {
      console.warn(`[studio] ${item.id} stays scheduled: its scheduled version ${pinned} is missing`);
      continue;
    }
    if (pinned === item.version) {
      const outcome = await publishItem(store, item.id, item.version, content, actor);
      if (outcome.ok) {
        published.push(item.id);
        outcome.pages.forEach((page) => pages.add(page));
      }
      else if ('refused' in outcome) console.warn(`[studio] ${item.id} stays scheduled: ${outcome.refused}`);
      continue;
    }
    const refused = await refusalOf(store, item.id, content);
    if (refused) {
      console.warn(`[studio] ${item.id} stays scheduled: ${refused}`);
      continue;
    }
    (await putOnSite(store, item, content, await publicDoc(store, content.kind, item.id), actor, { changed: true })).forEach((page) => pages.add(page));
    published.push(item.id);
  }
  return { published, pages: [...pages] };
}
