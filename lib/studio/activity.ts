import 'server-only';
import { randomBytes } from 'node:crypto';
import type { StudioActivity } from '../data/schema';
import type { Store } from '../data/store';

/** Who acts and when (the server's clock). */
export type Actor = { by: string; at: number };

type ActivityEntry = Pick<StudioActivity, 'action'> & Partial<Pick<StudioActivity, 'itemId' | 'heading' | 'subject'>>;

/** Adds to the activity log: who did what, when. Its id sorts by time and never repeats. */
export async function logActivity(store: Store, entry: ActivityEntry, actor: Actor): Promise<void> {
  const date = new Date(actor.at).toISOString();
  await store.create('studio_activity', `${date}-${randomBytes(4).toString('hex')}`, { ...entry, by: actor.by, date });
}
