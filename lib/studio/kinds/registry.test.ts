import { editorPath, KINDS, kindModule, kindModules, kindOfId, kindOfSection, pagesShowing, type StudioContent } from '.';
import type { FormValues } from '../fields';

/** A complete form of each kind, as staff would post it. */
const FORMS: Record<keyof typeof KINDS, FormValues> = {
  insight: { heading: 'Solvents', summary: 'Which win.', body: '<p>Text</p>', vertical: 'Mobility', topic: 'Composites', type: 'Article', author: 'Laura Jansen', image: '', imageAlt: '', spotlight: 'on' },
  news: { heading: 'Crackers close', text: 'Two more.', category: 'Petrochemicals & Downstream' },
  event: {
    heading: 'Summit',
    description: '<p>Two days.</p>',
    date: '2027-03-16T08:30',
    endDate: '2027-03-17T17:00',
    category: 'Mobility',
    attendanceMode: 'mixed',
    status: 'postponed',
    image: '/images/events/stage-polymers.jpg',
    venueName: 'Congress Centre',
    streetAddress: 'Street 1',
    locality: 'Düsseldorf',
    postalCode: '40474',
    region: 'NRW',
    country: 'DE',
    onlineUrl: 'https://events.example.com/summit',
  },
  opening: { heading: 'Analyst', applyUrl: 'https://forms.example.com/apply', overview: 'Models.', responsibilities: 'Build\nWrite', requiredQualifications: 'Chemistry', additionalQualifications: '', location: 'Gurugram', country: 'IN', validThrough: '2027-01-31T23:59' },
  compendium: { heading: 'Battery Materials', subheading: 'Cells', description: 'A review.', category: 'Mobility', pdf: '/compendiums/battery.pdf', logo: '/images/compendiums/mobility.svg' },
  banner: { heading: 'Mobility', description: 'Lighter vehicles.', page: 'Mobility', image: '/images/banners/mobility.jpg', link: '/insights' },
};

describe('the registry of kinds', () => {
  test('an id names its kind by its prefix; a section names its kind; each is unique', () => {
    const modules = kindModules();
    expect(new Set(modules.map((each) => each.section)).size).toBe(modules.length);
    expect(new Set(modules.map((each) => each.prefix)).size).toBe(modules.length);
    for (const each of modules) {
      expect(kindOfSection(each.section)).toBe(each.kind);
      expect(kindOfId(`${each.prefix}-2026-abc`)).toBe(each.kind);
      expect(editorPath(each.kind as keyof typeof KINDS, 'x')).toBe(`/studio/${each.section}/x`);
    }
    expect(kindOfId('bn-mobility')).toBe('banner');
    expect(kindOfId('b-mobility')).toBe('insight');
    for (const id of ['', 'x-1', 'b-', 'b-UPPER', 'n-a/b']) expect(kindOfId(id)).toBeUndefined();
  });

  test.each(Object.keys(FORMS) as (keyof typeof KINDS)[])('%s: a draft published and read back is the same draft; its place on the site is a path', (kind) => {
    const config = kindModule(kind);
    const parsed = config.fields.parse(FORMS[kind]);
    if (!parsed.ok) throw new Error(parsed.message);
    const doc = config.asPublic('x-1', parsed.value, null, '2026-12-01T00:00:00.000Z');
    expect(config.fromPublic(doc)).toEqual(parsed.value);
    expect(config.publicPath('x-1', parsed.value)).toMatch(/^\/[\w/#-]*/);
    // The form shows the stored draft as it was posted (times to the second).
    const shown = config.fields.toForm(parsed.value);
    expect(config.fields.parse(shown)).toEqual(parsed);
  });

  test.each(Object.keys(FORMS) as (keyof typeof KINDS)[])('%s: a publication renews its own page and a few others, never the whole site', (kind) => {
    const parsed = kindModule(kind).fields.parse(FORMS[kind]);
    if (!parsed.ok) throw new Error(parsed.message);
    const pages = pagesShowing(kind, 'x-1', parsed.value as StudioContent);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(10);
    for (const page of pages) expect(page).toMatch(/^\/[\w/.-]*$/);
  });

  test('an insight moved to another vertical, author and heading renews where it was and where it is', () => {
    const config = kindModule('insight');
    const before = config.fields.parse(FORMS.insight);
    const after = config.fields.parse({ ...FORMS.insight, heading: 'Solvents again', vertical: 'Speciality Polymers', author: 'Pieter van Dijk', spotlight: '' });
    if (!before.ok || !after.ok) throw new Error('the forms should parse');
    const pages = pagesShowing('insight', 'b-1', before.value as StudioContent, after.value as StudioContent);
    expect(pages).toEqual(expect.arrayContaining(['/insights/Solvents/b-1', '/insights/Solvents-again/b-1', '/mobility', '/specialty-polymers', '/feeds/insights/mobility', '/feeds/insights/specialty-polymers', '/authors/laura-jansen', '/authors/pieter-van-dijk', '/']));
    expect(new Set(pages).size).toBe(pages.length);
    // A compendium's anchor is not part of the page renewed.
    expect(pagesShowing('compendium', 'c-1', kindModule('compendium').fields.read({ ...FORMS.compendium }) as StudioContent)).toEqual(['/mobility', '/']);
  });

  test('every kind has its fields, its empty values and a form for a new item', async () => {
    for (const each of kindModules()) {
      const empty = each.fields.read({});
      expect(empty).toMatchObject({ kind: each.kind, heading: '' });
      const views = await each.fields.views();
      expect(views[0]).toMatchObject({ name: 'heading', control: 'text', required: true });
    }
  });
});
