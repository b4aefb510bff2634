import type { Store } from '../data/store';
import { freshStoreEachTest, STORE_HARNESSES } from '@/tests/support/store-harness';
import { confirmedSubscribersCsv, subscriberCounts } from './subscribers';

const consent = (at: string) => ({ at, page: '/insights', wording: 'Send me new insights.', version: 1 });

async function csvOf(store: Store): Promise<string> {
  let text = '';
  for await (const chunk of confirmedSubscribersCsv(store)) text += chunk;
  return text;
}

describe.each(STORE_HARNESSES)('subscribers for the firm on %s', (_name, harness) => {
  let store: Store;
  freshStoreEachTest(harness, (fresh) => (store = fresh));

  test('counts per vertical and in all: a record with no topics follows every vertical', async () => {
    await store.set('subscribers', 'a', { email: 'a@x.co', status: 'confirmed', topics: ['Mobility', 'Speciality Polymers'] });
    await store.set('subscribers', 'b', { email: 'b@x.co', status: 'pending', topics: ['Mobility'] });
    await store.set('subscribers', 'c', { email: 'c@x.co', status: 'confirmed', topics: [] });
    const counts = await subscriberCounts(store);
    expect([counts.confirmed, counts.pending]).toEqual([2, 1]);
    expect(counts.verticals).toContainEqual({ vertical: 'Mobility', confirmed: 2, pending: 1 });
    expect(counts.verticals).toContainEqual({ vertical: 'Specialty Polymers', confirmed: 2, pending: 0 });
    expect(counts.verticals).toContainEqual({ vertical: 'Personal Care & Cosmetics', confirmed: 1, pending: 0 });
  });

  test('the CSV holds exactly the confirmed subscribers, with their consent, formulas as text', async () => {
    await store.set('subscribers', 'a', { email: 'a@x.co', status: 'confirmed', topics: ['Mobility'], confirmedAt: '2026-11-02T10:00:00.000Z', consent: consent('2026-11-02T09:58:00.000Z') });
    await store.set('subscribers', 'b', { email: 'b@x.co', status: 'pending', topics: ['Mobility'], consent: consent('2026-11-03T09:00:00.000Z') });
    await store.set('subscribers', 'c', { email: '=cmd@x.co', status: 'confirmed', topics: [], confirmedAt: '2026-11-01T10:00:00.000Z', consent: { ...consent('2026-11-01T09:00:00.000Z'), wording: 'Yes, "all" of it, please' } });
    const lines = (await csvOf(store)).trimEnd().split('\n');
    expect(lines[0]).toBe('email,topics,confirmed_at,consent_at,consent_page,consent_wording,consent_version');
    expect(lines).toHaveLength(3);
    // In the order they confirmed; every vertical for a record with none; quotes doubled; a formula as text.
    expect(lines[1]).toBe(
      `'=cmd@x.co,"Food, Nutrition & Beverages; Specialty Polymers; Petrochemicals & Downstream; Clean Energy & Storage; Mobility; Personal Care & Cosmetics",` +
        '2026-11-01T10:00:00.000Z,2026-11-01T09:00:00.000Z,/insights,"Yes, ""all"" of it, please",1',
    );
    expect(lines[2]).toBe('a@x.co,Mobility,2026-11-02T10:00:00.000Z,2026-11-02T09:58:00.000Z,/insights,Send me new insights.,1');
  });

  test('the CSV reads the store a page at a time and misses no one', async () => {
    const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
    for (let start = 0; start < 1003; start += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, 1003 - start) }, (_, k) => start + k).map((n) =>
          store.set('subscribers', `s${n}`, { email: `s${n}@x.co`, status: 'confirmed', topics: ['Mobility'], confirmedAt: at(n) }),
        ),
      );
    }
    const rows = (await csvOf(store)).trimEnd().split('\n').slice(1);
    expect(rows).toHaveLength(1003);
    expect(new Set(rows).size).toBe(1003);
    expect(rows[1002]).toMatch(/^s1002@x\.co,/);
  }, 60_000);
});
