import 'server-only';
import type { StudioRevision } from '../data/schema';
import type { Store } from '../data/store';
import type { Actor } from './activity';
import { readContent, saveItem, type SaveOutcome } from './versions';

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
  const content = revision && readContent(revision.content);
  if (!content) return null;
  return saveItem(store, id, version, content, actor, 'restore');
}
