import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { queries } from '../data/queries';
import type { Blog } from '../data/schema';
import type { Store } from '../data/store';
import type { Role } from '../auth/roles';
import { asPublished, openItem } from './versions';

/*
 * Review links: staff share an insight's latest draft with someone who has no account (an
 * author outside the firm, a client) at /studio/review/<token>. The token is 32 random bytes;
 * the store keeps its SHA-256 only, with the insight, its maker's account and an expiry, so a
 * copy of the store opens nothing. A link shows the draft as it is when opened, until it expires,
 * staff withdraw the insight's links, or its maker no longer holds a staff role (checked on every
 * opening; a revoked role also deletes the maker's links). The page names nobody.
 */

export const REVIEW_DAYS = 7;
/** An insight keeps at most this many live links; making one more withdraws the oldest. */
const MAX_LINKS = 20;

const TOKEN = /^[\w-]{43}$/;

const keyOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a link for the insight; returns its token (shown once, to the staff who made it). */
export async function createReviewLink(store: Store, itemId: string, actor: { by: string; uid: string; at: number }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.create('review_links', keyOf(token), {
    itemId,
    by: actor.by,
    byUid: actor.uid,
    date: new Date(actor.at).toISOString(),
    expiresAt: new Date(actor.at + REVIEW_DAYS * 86_400_000).toISOString(),
  });
  // Expired links go; past the cap, the oldest too: staff cannot grow the store without a bound either.
  const links = (await store.list(queries.reviewLinksOf(itemId))).sort((a, b) => b.date.localeCompare(a.date));
  await Promise.all(links.filter((link, index) => index >= MAX_LINKS || Date.parse(link.expiresAt) <= actor.at).map((link) => store.remove('review_links', link.id)));
  return token;
}

/** The live links of an insight (for the editor's count). */
export async function liveReviewLinks(store: Store, itemId: string, now = Date.now()): Promise<number> {
  return (await store.list(queries.reviewLinksOf(itemId))).filter((link) => Date.parse(link.expiresAt) > now).length;
}

/** Withdraws every link of the insight; returns how many there were. */
export async function withdrawReviewLinks(store: Store, itemId: string): Promise<number> {
  const links = await store.list(queries.reviewLinksOf(itemId));
  await Promise.all(links.map((link) => store.remove('review_links', link.id)));
  return links.length;
}

/** Deletes every review link a staff member made: their role has ended. Returns how many there were. */
export async function endReviewLinksBy(store: Store, uid: string): Promise<number> {
  let ended = 0;
  for (;;) {
    const links = await store.list(queries.reviewLinksBy(uid, 100));
    await Promise.all(links.map((link) => store.remove('review_links', link.id)));
    ended += links.length;
    if (links.length < 100) return ended;
  }
}

/**
 * What a review link shows: the insight's latest draft as its page will show it, and until when;
 * null when the link is unknown, expired or withdrawn, or its maker holds no staff role now.
 */
export async function reviewedDraft(store: Store, token: string, roleOf: (uid: string) => Promise<Role | null>, now = Date.now()): Promise<{ blog: Blog; expiresAt: string } | null> {
  if (!TOKEN.test(token)) return null;
  const link = await store.get('review_links', keyOf(token));
  if (!link?.byUid || Date.parse(link.expiresAt) <= now || !(await roleOf(link.byUid))) return null;
  const opened = await openItem(store, 'insight', link.itemId);
  return opened ? { blog: asPublished(opened), expiresAt: link.expiresAt } : null;
}
