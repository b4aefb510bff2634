import type { Store } from '../data/store';
import { STORE_HARNESSES, type StoreHarness } from '@/tests/support/store-harness';
import type { InsightInput } from './insight-input';
import { commentsPage, postInsightComment } from '../comments/insight-comments';
import { queries } from '../data/queries';
import { insightHistory, openInsight, publishDue, publishInsight, restoreRevision, saveInsight, scheduleInsight, unscheduleInsight, withdrawInsight } from './items';

const input = (overrides: Partial<InsightInput> = {}): InsightInput => ({
  heading: 'Solvents at a turning point',
  summary: 'Which solvents win.',
  body: '<p>Text</p><script>alert(1)</script><img src="/images/blogs/x.jpg" onerror="alert(2)"><a href="javascript:alert(3)">more</a>',
  vertical: 'Speciality Polymers',
  topic: 'Specialty Polymers',
  type: 'Article',
  author: 'Pieter van Dijk',
  image: '',
  spotlight: false,
  ...overrides,
});

const by = (name: string, at: number) => ({ by: name, at });
const T0 = Date.parse('2026-11-01T09:00:00Z');

describe.each(STORE_HARNESSES)('studio insights over the %s store', (_name, harness) => {
  let h: StoreHarness;
  let store: Store;
  beforeEach(async () => {
    h = harness();
    store = await h.make();
  });
  afterEach(() => h.cleanup());

  test('a saved draft is cleaned, versioned, and changes nothing public', async () => {
    expect(await saveInsight(store, 'b-1', 0, input(), by('Ann', T0))).toMatchObject({ ok: true, version: 1 });
    const opened = (await openInsight(store, 'b-1'))!;
    expect(opened).toMatchObject({ status: 'draft', version: 1, updatedBy: 'Ann', published: null });
    expect(opened.content.body).toBe('<p>Text</p><img src="/images/blogs/x.jpg" loading="lazy" decoding="async" /><a>more</a>');
    expect(await store.get('blogs', 'b-1')).toBeNull();
    expect(await store.get('studio_revisions', 'b-1~1')).toMatchObject({ itemId: 'b-1', version: 1, action: 'save', by: 'Ann' });
  });

  test('two saves from the same version: the second is a conflict and keeps nothing of its own', async () => {
    await saveInsight(store, 'b-1', 0, input(), by('Ann', T0));
    expect(await saveInsight(store, 'b-1', 1, input({ summary: 'Ann again' }), by('Ann', T0 + 1))).toMatchObject({ ok: true, version: 2 });
    expect(await saveInsight(store, 'b-1', 1, input({ summary: 'Bob' }), by('Bob', T0 + 2))).toEqual({ ok: false, conflict: true });
    expect((await openInsight(store, 'b-1'))!.content.summary).toBe('Ann again');
  });

  test('a save whose item write was lost is caught up by the next conflict, not stuck', async () => {
    await saveInsight(store, 'b-1', 0, input(), by('Ann', T0));
    // The revision of version 2 was kept, its item was not.
    await store.create('studio_revisions', 'b-1~2', { itemId: 'b-1', version: 2, action: 'save', content: { ...input({ summary: 'Kept' }) }, by: 'Ann', at: new Date(T0 + 1).toISOString() });
    expect(await saveInsight(store, 'b-1', 1, input(), by('Bob', T0 + 2))).toEqual({ ok: false, conflict: true });
    expect(await openInsight(store, 'b-1')).toMatchObject({ version: 2, content: { summary: 'Kept' } });
    expect(await saveInsight(store, 'b-1', 2, input(), by('Bob', T0 + 3))).toMatchObject({ ok: true, version: 3 });
  });

  test('publish, rename, withdraw and publish again: same address, same date, comments and former headings kept', async () => {
    expect(await publishInsight(store, 'b-1', 0, input(), by('Pat', T0))).toMatchObject({ ok: true });
    const first = (await store.get('blogs', 'b-1'))!;
    expect(first).toMatchObject({ id: 'b-1', heading: 'Solvents at a turning point', pagetype: 'Speciality Polymers', category: 'Specialty Polymers', isspotlight: 'false', date: new Date(T0).toISOString() });
    expect(first.description).not.toMatch(/script|onerror|javascript/);
    await postInsightComment(store, 'b-1', { user: 'Reader', comment: 'Useful' }, T0 + 500);
    const comments = async () => (await commentsPage(store, 'b-1')).comments.map((c) => c.comment);

    await publishInsight(store, 'b-1', 1, input({ heading: 'Solvents turn' }), by('Pat', T0 + 1000));
    const renamed = (await store.get('blogs', 'b-1'))!;
    expect(renamed).toMatchObject({ heading: 'Solvents turn', formerHeadings: ['Solvents at a turning point'], date: first.date, updatedAt: new Date(T0 + 1000).toISOString() });
    expect(await comments()).toEqual(['Useful']);

    expect(await withdrawInsight(store, 'b-1', by('Pat', T0 + 2000))).toBe(true);
    expect(await store.get('blogs', 'b-1')).toBeNull();
    expect(await openInsight(store, 'b-1')).toMatchObject({ status: 'withdrawn', published: null, version: 3 });
    expect(await withdrawInsight(store, 'b-1', by('Pat', T0 + 2500))).toBe(false);

    await publishInsight(store, 'b-1', 3, input({ heading: 'Solvents turn' }), by('Pat', T0 + 3000));
    const back = (await store.get('blogs', 'b-1'))!;
    expect(back).toMatchObject({ heading: 'Solvents turn', date: first.date, formerHeadings: ['Solvents at a turning point'] });
    expect(await comments()).toEqual(['Useful']);
    expect(await openInsight(store, 'b-1')).toMatchObject({ status: 'published', changed: false });
  });

  test('content written before the studio opens from its public copy, and saving it leaves the public copy alone', async () => {
    await store.set('blogs', 'b-old', { id: 'b-old', heading: 'Old piece', short: 'S', description: '<p>Old</p>', pagetype: 'Mobility', category: 'Mobility', insighttype: 'Article', author: 'Laura Jansen', image: '', isspotlight: 'true', date: '2025-01-01T00:00:00.000Z' });
    expect(await openInsight(store, 'b-old')).toMatchObject({ version: 0, status: 'published', content: { heading: 'Old piece', spotlight: true, vertical: 'Mobility' } });
    await saveInsight(store, 'b-old', 0, input({ heading: 'Old piece, revised' }), by('Ann', T0));
    expect(await openInsight(store, 'b-old')).toMatchObject({ status: 'published', changed: true, content: { heading: 'Old piece, revised' } });
    expect((await store.get('blogs', 'b-old'))!.heading).toBe('Old piece');
  });

  test('a scheduled insight publishes itself at its time, as whoever scheduled it, once', async () => {
    const at = T0 + 60_000;
    expect(await scheduleInsight(store, 'b-1', 0, input(), at, by('Pat', T0))).toMatchObject({ ok: true });
    expect(await openInsight(store, 'b-1')).toMatchObject({ status: 'scheduled', publishAt: new Date(at).toISOString(), published: null });
    expect(await publishDue(store, at - 1)).toEqual({ published: [] });
    expect(await store.get('blogs', 'b-1')).toBeNull();
    // Saved again before its time: the schedule stays, and the newest draft is what publishes.
    await saveInsight(store, 'b-1', 1, input({ summary: 'Newer' }), by('Ann', T0 + 1));
    expect(await publishDue(store, at)).toEqual({ published: ['b-1'] });
    expect(await store.get('blogs', 'b-1')).toMatchObject({ short: 'Newer', date: new Date(at).toISOString() });
    expect(await openInsight(store, 'b-1')).toMatchObject({ status: 'published' });
    expect((await openInsight(store, 'b-1'))!.publishAt ?? null).toBeNull();
    expect(await store.get('studio_revisions', 'b-1~3')).toMatchObject({ action: 'publish', by: 'Pat' });
    expect(await publishDue(store, at + 60_000)).toEqual({ published: [] });
  });

  test('a schedule taken back leaves the item as it was', async () => {
    await publishInsight(store, 'b-1', 0, input(), by('Pat', T0));
    await scheduleInsight(store, 'b-1', 1, input({ heading: 'Later heading' }), T0 + 60_000, by('Pat', T0 + 1));
    expect(await unscheduleInsight(store, 'b-1')).toBe(true);
    expect(await openInsight(store, 'b-1')).toMatchObject({ status: 'published', changed: true });
    expect((await openInsight(store, 'b-1'))!.publishAt ?? null).toBeNull();
    expect(await unscheduleInsight(store, 'b-1')).toBe(false);
    expect(await publishDue(store, T0 + 120_000)).toEqual({ published: [] });
    expect((await store.get('blogs', 'b-1'))!.heading).toBe('Solvents at a turning point');
  });

  test('history: every version newest first, and an old one restored as a new draft', async () => {
    await saveInsight(store, 'b-1', 0, input({ summary: 'First' }), by('Ann', T0));
    await publishInsight(store, 'b-1', 1, input({ summary: 'Second' }), by('Pat', T0 + 1000));
    await saveInsight(store, 'b-1', 2, input({ summary: 'Third' }), by('Ann', T0 + 2000));
    const history = await insightHistory(store, 'b-1', 3);
    expect(history.map((r) => [r.version, r.action, r.by, r.content.summary])).toEqual([
      [3, 'save', 'Ann', 'Third'],
      [2, 'publish', 'Pat', 'Second'],
      [1, 'save', 'Ann', 'First'],
    ]);
    expect(await restoreRevision(store, 'b-1', 3, 1, by('Bob', T0 + 3000))).toMatchObject({ ok: true, version: 4 });
    expect(await openInsight(store, 'b-1')).toMatchObject({ version: 4, content: { summary: 'First' }, status: 'published', changed: true });
    expect((await store.get('blogs', 'b-1'))!.short).toBe('Second');
    expect(await restoreRevision(store, 'b-1', 3, 2, by('Bob', T0 + 4000))).toEqual({ ok: false, conflict: true });
    expect(await restoreRevision(store, 'b-1', 4, 99, by('Bob', T0 + 4000))).toBeNull();
  });

  test('the activity log: publications, withdrawals and schedules, newest first', async () => {
    await publishInsight(store, 'b-1', 0, input(), by('Pat', T0));
    await withdrawInsight(store, 'b-1', by('Pat', T0 + 1000));
    await scheduleInsight(store, 'b-2', 0, input({ heading: 'Later' }), T0 + 60_000, by('Sam', T0 + 2000));
    const log = await store.list(queries.studioActivity(10));
    expect(log.map((entry) => [entry.action, entry.itemId, entry.heading, entry.by])).toEqual([
      ['schedule', 'b-2', 'Later', 'Sam'],
      ['withdraw', 'b-1', 'Solvents at a turning point', 'Pat'],
      ['publish', 'b-1', 'Solvents at a turning point', 'Pat'],
    ]);
  });
});
