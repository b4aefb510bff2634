import 'server-only';
import { VERTICALS, displayCategory } from '@/content/categories';
import { queries } from '../data/queries';
import type { Blog, Subscriber } from '../data/schema';
import type { Store } from '../data/store';
import { sendMail } from '../mail/mailer';
import { digestMail } from '../mail/templates';
import { articlePath } from '../text';
import { followed, links, UNCONFIRMED_KEPT_DAYS } from './subscriptions';

/** A digest lists at most this many insights of a vertical (the newest); the vertical's page has the rest. */
export const DIGEST_PER_VERTICAL = 10;
const BATCH = 200;
const DAY_MS = 86_400_000;

export type AlertsReport = { subscribers: number; mailed: number; removed: number };

/**
 * One run of the alerts: each confirmed subscriber gets one digest of the insights published
 * since its last (in the verticals it follows), and nothing when there is nothing new; addresses
 * left unconfirmed for UNCONFIRMED_KEPT_DAYS are deleted. Reads each vertical's newest insights
 * once, then walks the subscribers a batch at a time.
 *
 * Safe to rerun after a crash half-way: a digest's mail id names the subscriber and the newest
 * insight it lists, and the mail is queued (create-only) before the subscriber's progress is
 * saved, so a rerun finds a sent digest and only saves the progress. No insight is mailed twice.
 */
export async function sendAlerts(store: Store, now: number): Promise<AlertsReport> {
  const newest = new Map<string, Blog[]>();
  for (const vertical of VERTICALS) newest.set(vertical, await store.list(queries.newestOfVertical(vertical, DIGEST_PER_VERTICAL)));
  const report: AlertsReport = { subscribers: 0, mailed: 0, removed: 0 };
  let after: string | undefined;
  do {
    const batch = await store.batch('subscribers', after, BATCH);
    for (const subscriber of batch.docs) {
      report.subscribers++;
      if (subscriber.status !== 'confirmed') {
        if (now - Date.parse(subscriber.consent?.at ?? subscriber.timestamp) > UNCONFIRMED_KEPT_DAYS * DAY_MS && (await store.remove('subscribers', subscriber.id))) report.removed++;
        continue;
      }
      if (await digest(store, subscriber, newest)) report.mailed++;
    }
    after = batch.next;
  } while (after);
  return report;
}

async function digest(store: Store, subscriber: Subscriber, newest: Map<string, Blog[]>): Promise<boolean> {
  const since = subscriber.digestedThrough ?? subscriber.confirmedAt;
  if (!since || !subscriber.manageKey) return false;
  const items = followed(subscriber)
    .flatMap((vertical) => newest.get(vertical) ?? [])
    .filter((blog) => blog.date > since)
    .sort((a, b) => b.date.localeCompare(a.date));
  if (items.length === 0) return false;
  const through = items[0]!.date;
  const message = digestMail(
    items.map((blog) => ({ title: blog.heading, path: articlePath(blog), date: blog.date, vertical: displayCategory(blog.pagetype) })),
    { preferences: links.preferences(subscriber.id, subscriber.manageKey), unsubscribe: links.oneClickUnsubscribe(subscriber.id, subscriber.manageKey) },
  );
  const sent = await sendMail(store, `digest-${subscriber.id}-${Date.parse(through)}`, subscriber.email, message);
  // Only an existing subscriber's progress is saved: one who left meanwhile stays gone.
  await store.update('subscribers', subscriber.id, { digestedThrough: through });
  return sent;
}
