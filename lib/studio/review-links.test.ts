import type { Store } from '../data/store';
import { queries } from '../data/queries';
import { insightDraft } from '@/tests/contract/drafts';
import { freshStoreEachTest, STORE_HARNESSES } from '@/tests/support/store-harness';
import { saveItem } from './versions';
import type { Role } from '../auth/roles';
import { createReviewLink, endReviewLinksBy, liveReviewLinks, reviewedDraft, withdrawReviewLinks } from './review-links';

const T0 = Date.parse('2026-11-28T09:00:00Z');
const actor = (at = T0) => ({ by: 'Pieter van Dijk', uid: 'uid-pieter', at });
/** Who holds a role now: the maker, unless a test takes it away. */
let roles: Record<string, Role | null>;
const roleOf = async (uid: string) => roles[uid] ?? null;
const input = insightDraft({ body: '<p>Draft text</p>' });

describe.each(STORE_HARNESSES)('review links on %s', (_name, harness) => {
  let store: Store;
  freshStoreEachTest(harness, (fresh) => {
    store = fresh;
    roles = { 'uid-pieter': 'editor' };
  });

  test('a link shows the latest draft to anyone holding it, for seven days; the store keeps no token', async () => {
    expect((await saveItem(store, 'b-review', 0, input, actor())).ok).toBe(true);
    const token = await createReviewLink(store, 'b-review', actor());
    const stored = await store.list(queries.reviewLinksOf('b-review'));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await reviewedDraft(store, token, roleOf, T0 + 1000)).toEqual({ expiresAt: expect.any(String), blog: expect.objectContaining( { id: 'b-review', heading: 'Solvents at a turning point' }) });
    // The draft as it is when opened.
    expect((await saveItem(store, 'b-review', 1, { ...input, heading: 'Solvents, revised' }, actor(T0 + 2000))).ok).toBe(true);
    expect((await reviewedDraft(store, token, roleOf, T0 + 3000))?.blog.heading).toBe('Solvents, revised');
    expect(await reviewedDraft(store, token, roleOf, T0 + 7 * 86_400_000 + 1)).toBeNull();
    expect(await reviewedDraft(store, `${token.slice(0, -1)}x`, roleOf, T0)).toBeNull();
    expect(await reviewedDraft(store, 'short', roleOf, T0)).toBeNull();
  });

  test('withdrawing ends every link of the insight; at most twenty stay live', async () => {
    await saveItem(store, 'b-many', 0, input, actor());
    const tokens = [];
    for (let n = 0; n < 22; n++) tokens.push(await createReviewLink(store, 'b-many', actor(T0 + n * 1000)));
    expect(await liveReviewLinks(store, 'b-many', T0 + 30_000)).toBe(20);
    expect(await reviewedDraft(store, tokens[0]!, roleOf, T0 + 30_000)).toBeNull();
    expect(await reviewedDraft(store, tokens[21]!, roleOf, T0 + 30_000)).not.toBeNull();
    expect(await withdrawReviewLinks(store, 'b-many')).toBe(20);
    expect(await reviewedDraft(store, tokens[21]!, roleOf, T0 + 30_000)).toBeNull();
    expect(await liveReviewLinks(store, 'b-many', T0 + 30_000)).toBe(0);
  });
});

describe.each(STORE_HARNESSES)('review links and their maker’s role on %s', (_name, harness) => {
  let store: Store;
  freshStoreEachTest(harness, (fresh) => {
    store = fresh;
    roles = { 'uid-pieter': 'editor', 'uid-ana': 'publisher' };
  });

  test('a link opens nothing once its maker holds no role, and a revoked role deletes the maker’s links only', async () => {
    await saveItem(store, 'b-role', 0, input, actor());
    const pieters = await createReviewLink(store, 'b-role', actor());
    const anas = await createReviewLink(store, 'b-role', { by: 'Ana', uid: 'uid-ana', at: T0 });
    roles['uid-pieter'] = null;
    expect(await reviewedDraft(store, pieters, roleOf, T0 + 1000)).toBeNull();
    expect(await reviewedDraft(store, anas, roleOf, T0 + 1000)).not.toBeNull();
    expect(await endReviewLinksBy(store, 'uid-pieter')).toBe(1);
    expect(await liveReviewLinks(store, 'b-role', T0 + 1000)).toBe(1);
  });

  test('a link stored without its maker’s account opens nothing', async () => {
    await saveItem(store, 'b-old', 0, input, actor());
    const token = await createReviewLink(store, 'b-old', actor());
    const [link] = await store.list(queries.reviewLinksOf('b-old'));
    await store.set('review_links', link!.id, { itemId: 'b-old', by: 'Pieter van Dijk', date: link!.date, expiresAt: link!.expiresAt });
    expect(await reviewedDraft(store, token, roleOf, T0 + 1000)).toBeNull();
  });
});
