import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { displayCategory, VERTICALS } from '@/content/categories';
import { cursorOf, queries } from '../data/queries';
import type { Subscriber } from '../data/schema';
import type { Store } from '../data/store';

/*
 * The firm's view of its subscribers (docs/back-office.md): how many follow each vertical, the
 * confirmed ones as CSV with their consent records, and erasing one address.
 */

/** Counts stop here: a count aggregation reads one index entry per thousand counted, so even this costs little. */
export const COUNT_CAP = 1_000_000;

export type VerticalCount = { vertical: string; confirmed: number; pending: number };

/**
 * Confirmed and pending subscribers per vertical, by count queries only (Firestore's count
 * aggregation reads index entries, never documents): a record with no topics (older than topics)
 * follows every vertical, so it counts in each. The totals count each subscriber once.
 */
export async function subscriberCounts(store: Store): Promise<{ verticals: VerticalCount[]; confirmed: number; pending: number }> {
  const count = (status: string, vertical: string) => store.count(queries.subscribersFollowing(status, vertical, COUNT_CAP));
  const [everyConfirmed, everyPending, confirmed, pending, ...perVertical] = await Promise.all([
    count('confirmed', ''),
    count('pending', ''),
    store.count(queries.subscribersByStatus('confirmed', COUNT_CAP)),
    store.count(queries.subscribersByStatus('pending', COUNT_CAP)),
    ...VERTICALS.flatMap((vertical) => [count('confirmed', vertical), count('pending', vertical)]),
  ]);
  const verticals = VERTICALS.map((vertical, index) => ({
    vertical: displayCategory(vertical),
    confirmed: perVertical[index * 2]! + everyConfirmed!,
    pending: perVertical[index * 2 + 1]! + everyPending!,
  }));
  return { verticals, confirmed: confirmed!, pending: pending! };
}

const COLUMNS = ['email', 'topics', 'confirmed_at', 'consent_at', 'consent_page', 'consent_wording', 'consent_version'];

function row(subscriber: Subscriber): string[] {
  const topics = subscriber.topics.length === 0 ? VERTICALS : subscriber.topics;
  return [
    subscriber.email,
    topics.map(displayCategory).join('; '),
    subscriber.confirmedAt ?? '',
    subscriber.consent?.at ?? '',
    subscriber.consent?.page ?? '',
    subscriber.consent?.wording ?? '',
    subscriber.consent ? String(subscriber.consent.version) : '',
  ];
}

/** Read a page at a time, so the export's memory stays bounded however many there are. */
const PAGE = 500;

/**
 * The confirmed subscribers as CSV (RFC 4180, a header row, UTF-8), in the order they confirmed,
 * one page of the store at a time. A cell that a spreadsheet would run as a formula (=, +, -, @)
 * is written as text.
 */
export async function* confirmedSubscribersCsv(store: Store): AsyncGenerator<string> {
  yield stringify([COLUMNS]);
  let after: ReturnType<typeof cursorOf> | undefined;
  for (;;) {
    const page = await store.list(queries.confirmedSubscribers(PAGE, after));
    if (page.length > 0) yield stringify(page.map(row), { escape_formulas: true });
    if (page.length < PAGE) return;
    after = cursorOf(page.at(-1)!, 'confirmedAt');
  }
}
