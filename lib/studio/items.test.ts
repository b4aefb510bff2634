import type { Store } from '../data/store';
import { insightDraft } from '@/tests/contract/drafts';
import { STORE_HARNESSES, type StoreHarness } from '@/tests/support/store-harness';
import { BANNER_MESSAGES } from './kinds/banner';
import type { ContentOf } from './kinds';
import { commentsPage, postInsightComment } from '../comments/insight-comments';
import { queries } from '../data/queries';
import { itemHistory, restoreRevision } from './history';
import { asPublished, openItem, saveItem } from './versions';
import { publishDue, publishItem, scheduleItem, unscheduleItem, withdrawItem } from './workflow';

const input = (overrides: Partial<ContentOf<'insight'>> = {}) =>
  insightDraft({ body: '<p>Text</p><script>alert(1)</script><img src="/images/blogs/x.jpg" onerror="alert(2)"><a href="javascript:alert(3)">more</a>', ...overrides });

const by = (name: string, at: number) => ({ by: name, at });
const T0 = Date.parse('2026-11-01T09:00:00Z');

const news = (overrides: Partial<ContentOf<'news'>> = {}): ContentOf<'news'> => ({ kind: 'news', heading: 'Crackers close', text: 'Two more crackers close.', category: 'Petrochemicals & Downstream', ...overrides });

const event = (overrides: Partial<ContentOf<'event'>> = {}): ContentOf<'event'> => ({
  kind: 'event',
  heading: 'Polymers Summit',
  description: '<p>Two days.</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>',
  category: 'Speciality Polymers',
  date: '2027-03-16T08:30:00.000Z',
  endDate: '',
  attendanceMode: 'offline',
  status: 'scheduled',
  venueName: 'Congress Centre',
  streetAddress: '',
  locality: 'Düsseldorf',
  postalCode: '',
  region: '',
  country: 'DE',
  onlineUrl: '',
  registrationUrl: '',
  image: '/images/events/stage-polymers.jpg',
  metaTitle: '',
  metaDescription: '',
  socialImage: '',
  ...overrides,
});

const opening = (overrides: Partial<ContentOf<'opening'>> = {}): ContentOf<'opening'> => ({
  kind: 'opening',
  heading: 'Research Analyst',
  applyUrl: 'https://forms.example.com/apply',
  overview: 'Build models.',
  responsibilities: ['Build models'],
  requiredQualifications: ['Chemistry'],
  additionalQualifications: [],
  location: '',
  country: 'IN',
  validThrough: '',
  metaTitle: '',
  metaDescription: '',
  socialImage: '',
  ...overrides,
});

describe.each(STORE_HARNESSES)('studio items over the %s store', (_name, harness) => {
  let h: StoreHarness;
  let store: Store;
  beforeEach(async () => {
    h = harness();
    store = await h.make();
  });
  afterEach(() => h.cleanup());

  test('a saved draft is cleaned, versioned, and changes nothing public', async () => {
    expect(await saveItem(store, 'b-1', 0, input(), by('Ann', T0))).toMatchObject({ ok: true, version: 1 });
    const opened = (await openItem(store, 'insight', 'b-1'))!;
    expect(opened).toMatchObject({ status: 'draft', version: 1, updatedBy: 'Ann', published: null });
    expect(opened.content.body).toBe('<p>Text</p><img src="/images/blogs/x.jpg" loading="lazy" decoding="async" /><a>more</a>');
    expect(await store.get('blogs', 'b-1')).toBeNull();
    expect(await store.get('studio_revisions', 'b-1~1')).toMatchObject({ itemId: 'b-1', version: 1, action: 'save', by: 'Ann' });
  });

  test('two saves from the same version: the second is a conflict and keeps nothing of its own', async () => {
    await saveItem(store, 'b-1', 0, input(), by('Ann', T0));
    expect(await saveItem(store, 'b-1', 1, input({ summary: 'Ann again' }), by('Ann', T0 + 1))).toMatchObject({ ok: true, version: 2 });
    expect(await saveItem(store, 'b-1', 1, input({ summary: 'Bob' }), by('Bob', T0 + 2))).toEqual({ ok: false, conflict: true });
    expect((await openItem(store, 'insight', 'b-1'))!.content.summary).toBe('Ann again');
  });

  test('a save over the same person’s own newer versions (their autosaves) goes on top; anyone else’s between is a conflict', async () => {
    await saveItem(store, 'b-1', 0, input(), by('Ann', T0));
    // Ann's editor, opened at version 1, autosaved twice before she clicked Publish.
    await saveItem(store, 'b-1', 1, input({ summary: 'auto 1' }), by('Ann', T0 + 1));
    await saveItem(store, 'b-1', 2, input({ summary: 'auto 2' }), by('Ann', T0 + 2));
    expect(await publishItem(store, 'b-1', 1, input({ summary: 'Final' }), by('Ann', T0 + 3))).toMatchObject({ ok: true, version: 4 });
    expect(await store.get('blogs', 'b-1')).toMatchObject({ short: 'Final' });
    // Bob saved after Ann's version 4: Ann's editor, still at 4, meets his version and is refused.
    await saveItem(store, 'b-1', 4, input({ summary: 'Bob' }), by('Bob', T0 + 4));
    await saveItem(store, 'b-1', 5, input({ summary: 'Ann 6' }), by('Ann', T0 + 5));
    expect(await saveItem(store, 'b-1', 4, input({ summary: 'Ann late' }), by('Ann', T0 + 6))).toEqual({ ok: false, conflict: true });
    expect((await openItem(store, 'insight', 'b-1'))!.content.summary).toBe('Ann 6');
  });

  test('a save whose item write was lost is caught up by the next conflict, not stuck', async () => {
    await saveItem(store, 'b-1', 0, input(), by('Ann', T0));
    // The revision of version 2 was kept, its item was not.
    await store.create('studio_revisions', 'b-1~2', { itemId: 'b-1', version: 2, action: 'save', content: { ...input({ summary: 'Kept' }) }, by: 'Ann', at: new Date(T0 + 1).toISOString() });
    expect(await saveItem(store, 'b-1', 1, input(), by('Bob', T0 + 2))).toEqual({ ok: false, conflict: true });
    expect(await openItem(store, 'insight', 'b-1')).toMatchObject({ version: 2, content: { summary: 'Kept' } });
    expect(await saveItem(store, 'b-1', 2, input(), by('Bob', T0 + 3))).toMatchObject({ ok: true, version: 3 });
  });

  test('publish, rename, withdraw and publish again: same address, same date, comments and former headings kept', async () => {
    expect(await publishItem(store, 'b-1', 0, input(), by('Pat', T0))).toMatchObject({ ok: true });
    const first = (await store.get('blogs', 'b-1'))!;
    expect(first).toMatchObject({ id: 'b-1', heading: 'Solvents at a turning point', pagetype: 'Speciality Polymers', category: 'Specialty Polymers', isspotlight: 'false', date: new Date(T0).toISOString() });
    expect(first.description).not.toMatch(/script|onerror|javascript/);
    await postInsightComment(store, 'b-1', { user: 'Reader', comment: 'Useful' }, T0 + 500);
    const comments = async () => (await commentsPage(store, 'b-1')).comments.map((c) => c.comment);

    await publishItem(store, 'b-1', 1, input({ heading: 'Solvents turn' }), by('Pat', T0 + 1000));
    const renamed = (await store.get('blogs', 'b-1'))!;
    expect(renamed).toMatchObject({ heading: 'Solvents turn', formerHeadings: ['Solvents at a turning point'], date: first.date, updatedAt: new Date(T0 + 1000).toISOString() });
    expect(await comments()).toEqual(['Useful']);

    expect(await withdrawItem(store, 'insight', 'b-1', by('Pat', T0 + 2000))).toContain('/insights');
    expect(await store.get('blogs', 'b-1')).toBeNull();
    expect(await openItem(store, 'insight', 'b-1')).toMatchObject({ status: 'withdrawn', published: null, version: 3 });
    expect(await withdrawItem(store, 'insight', 'b-1', by('Pat', T0 + 2500))).toBeNull();

    await publishItem(store, 'b-1', 3, input({ heading: 'Solvents turn' }), by('Pat', T0 + 3000));
    const back = (await store.get('blogs', 'b-1'))!;
    expect(back).toMatchObject({ heading: 'Solvents turn', date: first.date, formerHeadings: ['Solvents at a turning point'] });
    expect(await comments()).toEqual(['Useful']);
    expect(await openItem(store, 'insight', 'b-1')).toMatchObject({ status: 'published', changed: false });
  });

  test('content written before the studio opens from its public copy, and saving it leaves the public copy alone', async () => {
    await store.set('blogs', 'b-old', { id: 'b-old', heading: 'Old piece', short: 'S', description: '<p>Old</p>', pagetype: 'Mobility', category: 'Mobility', insighttype: 'Article', author: 'Laura Jansen', image: '', isspotlight: 'true', date: '2025-01-01T00:00:00.000Z' });
    expect(await openItem(store, 'insight', 'b-old')).toMatchObject({ version: 0, status: 'published', content: { heading: 'Old piece', spotlight: true, vertical: 'Mobility' } });
    await saveItem(store, 'b-old', 0, input({ heading: 'Old piece, revised' }), by('Ann', T0));
    expect(await openItem(store, 'insight', 'b-old')).toMatchObject({ status: 'published', changed: true, content: { heading: 'Old piece, revised' } });
    expect((await store.get('blogs', 'b-old'))!.heading).toBe('Old piece');
  });

  test('a scheduled insight publishes itself at its time, as whoever scheduled it, once', async () => {
    const at = T0 + 60_000;
    expect(await scheduleItem(store, 'b-1', 0, input(), at, by('Pat', T0))).toMatchObject({ ok: true });
    expect(await openItem(store, 'insight', 'b-1')).toMatchObject({ status: 'scheduled', publishAt: new Date(at).toISOString(), published: null });
    expect(await publishDue(store, at - 1)).toEqual({ published: [], pages: [] });
    expect(await store.get('blogs', 'b-1')).toBeNull();
    // The pages that show it now are renewed, not the whole site.
    const { pages } = await publishDue(store, at);
    expect(pages).toEqual([
      ...['/insights/Solvents-at-a-turning-point/b-1', '/insights/Solvents-at-a-turning-point/b-1/comments', '/og/insights/b-1'],
      ...['/', '/insights', '/blogs', '/specialty-polymers', '/feeds/insights.xml', '/feeds/insights/specialty-polymers', '/authors/pieter-van-dijk'],
    ]);
    expect(await store.get('blogs', 'b-1')).toMatchObject({ short: 'Which solvents win.', date: new Date(at).toISOString() });
    expect(await openItem(store, 'insight', 'b-1')).toMatchObject({ status: 'published', changed: false });
    expect((await openItem(store, 'insight', 'b-1'))!.publishAt ?? null).toBeNull();
    expect(await store.get('studio_revisions', 'b-1~2')).toMatchObject({ action: 'publish', by: 'Pat' });
    expect(await publishDue(store, at + 60_000)).toEqual({ published: [], pages: [] });
  });

  test('a schedule publishes the version the publisher scheduled; an edit saved after it waits for a publisher', async () => {
    const at = T0 + 60_000;
    await scheduleItem(store, 'b-1', 0, input({ summary: 'Approved' }), at, by('Pat', T0));
    // An editor (who cannot publish) changes the text after the schedule.
    await saveItem(store, 'b-1', 1, input({ summary: 'Unapproved', body: '<p>Not approved</p>' }), by('Eddie', T0 + 1));
    expect(await openItem(store, 'insight', 'b-1')).toMatchObject({ status: 'scheduled', version: 2 });
    expect(await publishDue(store, at)).toMatchObject({ published: ['b-1'] });
    expect(await store.get('blogs', 'b-1')).toMatchObject({ short: 'Approved' });
    expect((await store.get('blogs', 'b-1'))!.description).not.toContain('Not approved');
    // The editor's text is kept as the newest draft, marked as differing from the site.
    expect(await openItem(store, 'insight', 'b-1')).toMatchObject({ status: 'published', changed: true, version: 2, content: { summary: 'Unapproved' } });
    const log = await store.list(queries.studioActivity(10));
    expect(log[0]).toMatchObject({ action: 'publish', itemId: 'b-1', by: 'Pat' });
    expect(await publishDue(store, at + 60_000)).toEqual({ published: [], pages: [] });
  });

  test('a schedule taken back leaves the item as it was', async () => {
    await publishItem(store, 'b-1', 0, input(), by('Pat', T0));
    await scheduleItem(store, 'b-1', 1, input({ heading: 'Later heading' }), T0 + 60_000, by('Pat', T0 + 1));
    expect(await unscheduleItem(store, 'insight', 'b-1')).toBe(true);
    expect(await openItem(store, 'insight', 'b-1')).toMatchObject({ status: 'published', changed: true });
    expect((await openItem(store, 'insight', 'b-1'))!.publishAt ?? null).toBeNull();
    expect(await unscheduleItem(store, 'insight', 'b-1')).toBe(false);
    expect(await publishDue(store, T0 + 120_000)).toEqual({ published: [], pages: [] });
    expect((await store.get('blogs', 'b-1'))!.heading).toBe('Solvents at a turning point');
  });

  test('history: every version newest first, and an old one restored as a new draft', async () => {
    await saveItem(store, 'b-1', 0, input({ summary: 'First' }), by('Ann', T0));
    await publishItem(store, 'b-1', 1, input({ summary: 'Second' }), by('Pat', T0 + 1000));
    await saveItem(store, 'b-1', 2, input({ summary: 'Third' }), by('Ann', T0 + 2000));
    const history = await itemHistory(store, 'b-1', 3);
    expect(history.map((r) => [r.version, r.action, r.by, r.content.kind === 'insight' && r.content.summary])).toEqual([
      [3, 'save', 'Ann', 'Third'],
      [2, 'publish', 'Pat', 'Second'],
      [1, 'save', 'Ann', 'First'],
    ]);
    expect(await restoreRevision(store, 'b-1', 3, 1, by('Bob', T0 + 3000))).toMatchObject({ ok: true, version: 4 });
    expect(await openItem(store, 'insight', 'b-1')).toMatchObject({ version: 4, content: { summary: 'First' }, status: 'published', changed: true });
    expect((await store.get('blogs', 'b-1'))!.short).toBe('Second');
    expect(await restoreRevision(store, 'b-1', 3, 2, by('Bob', T0 + 4000))).toEqual({ ok: false, conflict: true });
    expect(await restoreRevision(store, 'b-1', 4, 99, by('Bob', T0 + 4000))).toBeNull();
  });

  test('the activity log: publications, withdrawals and schedules, newest first', async () => {
    await publishItem(store, 'b-1', 0, input(), by('Pat', T0));
    await withdrawItem(store, 'insight', 'b-1', by('Pat', T0 + 1000));
    await scheduleItem(store, 'b-2', 0, input({ heading: 'Later' }), T0 + 60_000, by('Sam', T0 + 2000));
    const log = await store.list(queries.studioActivity(10));
    expect(log.map((entry) => [entry.action, entry.itemId, entry.heading, entry.by])).toEqual([
      ['schedule', 'b-2', 'Later', 'Sam'],
      ['withdraw', 'b-1', 'Solvents at a turning point', 'Pat'],
      ['publish', 'b-1', 'Solvents at a turning point', 'Pat'],
    ]);
  });

  test('a news item: a draft is nowhere public; published, it keeps its first date; withdrawn, it is gone', async () => {
    expect(await saveItem(store, 'n-1', 0, news(), by('Ann', T0))).toMatchObject({ ok: true, version: 1 });
    expect(await store.get('news', 'n-1')).toBeNull();
    const draft = (await openItem(store, 'news', 'n-1'))!;
    expect(asPublished(draft)).toMatchObject({ id: 'n-1', heading: 'Crackers close', desc: 'Two more crackers close.' });

    await publishItem(store, 'n-1', 1, news(), by('Pat', T0 + 1000));
    expect(await store.get('news', 'n-1')).toMatchObject({ heading: 'Crackers close', desc: 'Two more crackers close.', category: 'Petrochemicals & Downstream', date: new Date(T0 + 1000).toISOString() });
    await publishItem(store, 'n-1', 2, news({ heading: 'Crackers close, corrected' }), by('Pat', T0 + 2000));
    expect(await store.get('news', 'n-1')).toMatchObject({ heading: 'Crackers close, corrected', date: new Date(T0 + 1000).toISOString() });

    expect(await withdrawItem(store, 'news', 'n-1', by('Pat', T0 + 3000))).toContain('/news');
    expect(await store.get('news', 'n-1')).toBeNull();
    expect(await openItem(store, 'news', 'n-1')).toMatchObject({ status: 'withdrawn', published: null, version: 4 });
    await publishItem(store, 'n-1', 4, news({ heading: 'Crackers close, corrected' }), by('Pat', T0 + 4000));
    expect(await store.get('news', 'n-1')).toMatchObject({ date: new Date(T0 + 1000).toISOString() });
  });

  test('an event: its description cleaned, its venue and photo on the public document, its own date kept', async () => {
    await publishItem(store, 'e-1', 0, event(), by('Pat', T0));
    const published = (await store.get('events', 'e-1'))!;
    expect(published).toMatchObject({ heading: 'Polymers Summit', date: '2027-03-16T08:30:00.000Z', images: ['/images/events/stage-polymers.jpg'], attendanceMode: 'offline', status: 'scheduled', venue: { name: 'Congress Centre', addressLocality: 'Düsseldorf', addressCountry: 'DE' } });
    expect(published.description).toBe('<p>Two days.</p><a>x</a>');
    expect(published.venue).not.toHaveProperty('streetAddress');
    expect(published.onlineUrl).toBeUndefined();

    // Moved online: the venue goes, the address comes; staff preview it before they publish.
    await saveItem(store, 'e-1', 1, event({ attendanceMode: 'online', status: 'movedOnline', venueName: '', country: '', onlineUrl: 'https://events.example.com/summit' }), by('Ann', T0 + 1000));
    const opened = (await openItem(store, 'event', 'e-1'))!;
    expect(opened).toMatchObject({ status: 'published', changed: true });
    expect(asPublished(opened)).toMatchObject({ status: 'movedOnline', onlineUrl: 'https://events.example.com/summit' });
    expect(asPublished(opened).venue).toBeUndefined();
    await publishItem(store, 'e-1', 2, opened.content, by('Pat', T0 + 2000));
    const moved = (await store.get('events', 'e-1'))!;
    expect(moved.venue).toBeUndefined();
    expect(moved).toMatchObject({ attendanceMode: 'online', onlineUrl: 'https://events.example.com/summit' });

    expect(await withdrawItem(store, 'event', 'e-1', by('Pat', T0 + 3000))).toContain('/events');
    expect(await store.get('events', 'e-1')).toBeNull();
    expect(await store.get('studio_items', 'e-1')).toMatchObject({ kind: 'event', status: 'withdrawn' });
  });

  test('an event written before the studio opens from its public copy, and publishing keeps its further photos', async () => {
    await store.set('events', 'e-old', { heading: 'Old forum', description: '<p>Forum</p>', category: 'Construction', date: '2027-01-10T09:00:00.000Z', images: ['/images/events/booths-hall.jpg', '/images/events/booths-expo.jpg'], venue: { name: 'Hall 1', postalCode: '1000', addressCountry: 'BE' } });
    const opened = (await openItem(store, 'event', 'e-old'))!;
    expect(opened).toMatchObject({ version: 0, status: 'published', content: { kind: 'event', heading: 'Old forum', image: '/images/events/booths-hall.jpg', postalCode: '1000', country: 'BE', attendanceMode: 'offline' } });
    await publishItem(store, 'e-old', 0, { ...opened.content, heading: 'Old forum, renamed' }, by('Pat', T0));
    expect(await store.get('events', 'e-old')).toMatchObject({ heading: 'Old forum, renamed', images: ['/images/events/booths-hall.jpg', '/images/events/booths-expo.jpg'], venue: { name: 'Hall 1', postalCode: '1000', addressCountry: 'BE' } });
  });

  test('kinds never cross: an id opens only as its own kind, and a scheduled news item publishes itself', async () => {
    await saveItem(store, 'n-2', 0, news(), by('Ann', T0));
    expect(await openItem(store, 'insight', 'n-2')).toBeNull();
    expect(await openItem(store, 'event', 'n-2')).toBeNull();
    expect(await withdrawItem(store, 'insight', 'n-2', by('Pat', T0))).toBeNull();
    expect(await unscheduleItem(store, 'event', 'n-2')).toBe(false);

    await scheduleItem(store, 'n-2', 1, news({ heading: 'Timed news' }), T0 + 60_000, by('Sam', T0 + 1));
    expect(await publishDue(store, T0 + 60_000)).toEqual({ published: ['n-2'], pages: ['/news/n-2', '/', '/news', '/feeds/news.xml'] });
    expect(await store.get('news', 'n-2')).toMatchObject({ heading: 'Timed news', date: new Date(T0 + 60_000).toISOString() });
  });

  test('a job opening: posted when first published, kept through corrections; withdrawn, it is gone and comes back', async () => {
    await saveItem(store, 'j-1', 0, opening(), by('Ann', T0));
    expect(await store.get('job_openings', 'j-1')).toBeNull();
    expect(asPublished((await openItem(store, 'opening', 'j-1'))!)).toMatchObject({ name: 'Research Analyst', gform: 'https://forms.example.com/apply', country: 'IN' });
    await publishItem(store, 'j-1', 1, opening(), by('Pat', T0 + 1000));
    const posted = (await store.get('job_openings', 'j-1'))!;
    expect(posted).toMatchObject({ name: 'Research Analyst', responsibilities: ['Build models'], datePosted: new Date(T0 + 1000).toISOString() });
    expect(posted.location).toBeUndefined();
    await publishItem(store, 'j-1', 2, opening({ heading: 'Senior Research Analyst', validThrough: '2027-01-31T23:59:00.000Z' }), by('Pat', T0 + 2000));
    expect(await store.get('job_openings', 'j-1')).toMatchObject({ name: 'Senior Research Analyst', validThrough: '2027-01-31T23:59:00.000Z', datePosted: new Date(T0 + 1000).toISOString() });
    expect(await withdrawItem(store, 'opening', 'j-1', by('Pat', T0 + 3000))).toContain('/careers');
    expect(await store.get('job_openings', 'j-1')).toBeNull();
    expect(await store.get('studio_items', 'j-1')).toMatchObject({ kind: 'opening', status: 'withdrawn' });
    await publishItem(store, 'j-1', 4, opening(), by('Pat', T0 + 4000));
    expect(await store.get('job_openings', 'j-1')).toMatchObject({ datePosted: new Date(T0 + 1000).toISOString() });
  });

  test('a compendium: on its vertical’s list when published, its first date kept; a seed one opens from its public copy', async () => {
    const compendium = { kind: 'compendium', heading: 'Battery Materials 2027', subheading: 'Cells', description: 'Prices.', category: 'Clean Energy & Storage', pdf: '/compendiums/battery-materials-compendium-2026.pdf', logo: '/images/compendiums/clean-energy-and-storage.svg' } as const;
    await saveItem(store, 'c-1', 0, compendium, by('Ann', T0));
    expect(asPublished((await openItem(store, 'compendium', 'c-1'))!)).toMatchObject({ heading: 'Battery Materials 2027', logoPath: compendium.logo });
    expect(await store.list(queries.compendiumsByCategory('Clean Energy & Storage'))).not.toContainEqual(expect.objectContaining({ id: 'c-1' }));
    await publishItem(store, 'c-1', 1, compendium, by('Pat', T0 + 1000));
    await publishItem(store, 'c-1', 2, { ...compendium, subheading: 'Cells and packs' }, by('Pat', T0 + 2000));
    expect(await store.list(queries.compendiumsByCategory('Clean Energy & Storage'))).toContainEqual(expect.objectContaining({ id: 'c-1', subheading: 'Cells and packs', logoPath: compendium.logo, date: new Date(T0 + 1000).toISOString() }));
    expect(await withdrawItem(store, 'compendium', 'c-1', by('Pat', T0 + 3000))).not.toBeNull();
    expect(await store.get('compendiums', 'c-1')).toBeNull();

    await store.set('compendiums', 'c-old', { heading: 'Old', category: 'Mobility', date: '2025-01-01T00:00:00.000Z', pdf: '/compendiums/tyre-rubber-chemicals-2025.pdf', logoPath: '/images/compendiums/mobility.svg', subheading: '', description: 'Tyres.' });
    expect(await openItem(store, 'compendium', 'c-old')).toMatchObject({ version: 0, status: 'published', content: { kind: 'compendium', logo: '/images/compendiums/mobility.svg', pdf: '/compendiums/tyre-rubber-chemicals-2025.pdf' } });
  });

  test('a banner: one a page, so a second one for a taken page is refused; the page’s own is edited and withdrawn', async () => {
    await store.set('banners', 'bn-mobility', { page: 'Mobility', heading: 'Mobility', description: 'Old', image: '/images/banners/mobility.jpg', link: '/insights' });
    const banner = { kind: 'banner', heading: 'Lighter cars', description: 'New', page: 'Mobility', image: '/images/banners/mobility.jpg', link: '/mobility' } as const;
    expect(await publishItem(store, 'bn-2026-new', 0, banner, by('Pat', T0))).toEqual({ ok: false, refused: BANNER_MESSAGES.pageTaken });
    expect(await store.get('studio_revisions', 'bn-2026-new~1')).toBeNull();

    const opened = (await openItem(store, 'banner', 'bn-mobility'))!;
    expect(opened).toMatchObject({ version: 0, status: 'published', content: { kind: 'banner', page: 'Mobility', description: 'Old' } });
    expect(await publishItem(store, 'bn-mobility', 0, banner, by('Pat', T0))).toMatchObject({ ok: true });
    expect(await store.list(queries.bannerByPage('Mobility'))).toEqual([expect.objectContaining({ id: 'bn-mobility', heading: 'Lighter cars', link: '/mobility' })]);
    expect(await withdrawItem(store, 'banner', 'bn-mobility', by('Pat', T0 + 1000))).toContain('/mobility');
    expect(await store.list(queries.bannerByPage('Mobility'))).toEqual([]);
    // The page is free: another banner may head it now.
    expect(await publishItem(store, 'bn-2026-new', 0, banner, by('Pat', T0 + 2000))).toMatchObject({ ok: true });
  });
});
