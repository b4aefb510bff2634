import 'server-only';
import { queries, type Cursor } from '../data/queries';
import type { MediaImage, StudioItem } from '../data/schema';
import type { Store } from '../data/store';
import type { MediaFiles } from './files';
import { parseAlt, prepareImage, type Refused } from './images';
import { MEDIA_PATH } from './paths';

/**
 * Staff's uploaded images: the bytes in the media files (Cloud Storage or MEDIA_DIR), and a
 * `media/<name>` document with the alt text, size, who and when, which the studio lists. The file
 * is written before the document, so a listed image always has its bytes.
 */
export async function storeUpload(store: Store, files: MediaFiles, bytes: Uint8Array, rawAlt: string, actor: { by: string; at: number }): Promise<{ ok: true; name: string } | Refused> {
  const alt = parseAlt(rawAlt);
  if (!alt.ok) return alt;
  const prepared = await prepareImage(bytes);
  if (!prepared.ok) return prepared;
  const { name, bytes: webp, width, height } = prepared.image;
  await files.put(name, webp, 'image/webp');
  // The same picture again (one name): its newest alt text, and it comes first in the list.
  await store.set('media', name, { alt: alt.alt, width, height, bytes: webp.byteLength, by: actor.by, date: new Date(actor.at).toISOString() });
  return { ok: true, name };
}

/** The uploaded images, newest first: one page, from a cursor. */
export function uploadedImages(store: Store, limit: number, after?: Cursor): Promise<MediaImage[]> {
  return store.list(queries.uploadedImages(limit, after));
}

/** How many of the items showing an upload its card names. */
export const USED_IN_SHOWN = 5;

/** The studio items that show an upload (their drafts, or what the site or a schedule shows), up to `limit`. */
export function itemsShowing(store: Store, name: string, limit = USED_IN_SHOWN): Promise<StudioItem[]> {
  return store.list(queries.studioItemsShowing(name, limit));
}

/** Gives an upload new alt text: what the forms and pages that take the upload's own read from now on. */
export async function changeAlt(store: Store, name: string, rawAlt: string): Promise<{ ok: true } | Refused | { ok: false; problem: 'unknown' }> {
  const alt = parseAlt(rawAlt);
  if (!alt.ok) return alt;
  return (await store.update('media', name, { alt: alt.alt })) ? { ok: true } : { ok: false, problem: 'unknown' };
}

/**
 * Deletes an upload that nothing shows: its record, then its file (a file left by a failure
 * between the two is never listed, and the same picture uploaded again writes it anew).
 * Refused while any item's draft, public copy or scheduled version shows it.
 */
export async function deleteUpload(store: Store, files: MediaFiles, name: string): Promise<{ ok: true } | { ok: false; problem: 'inUse' | 'unknown'; usedBy?: StudioItem[] }> {
  const usedBy = await itemsShowing(store, name, 1);
  if (usedBy.length > 0) return { ok: false, problem: 'inUse', usedBy };
  if (!(await store.remove('media', name))) return { ok: false, problem: 'unknown' };
  await files.remove(name);
  return { ok: true };
}

/** An image's alt text as its upload gave it; '' for the site's own images (decorative). */
export async function uploadedAlt(store: Store, image: string): Promise<string> {
  if (!MEDIA_PATH.test(image)) return '';
  return (await store.get('media', image.slice('/media/'.length)))?.alt ?? '';
}
