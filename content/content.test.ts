import fs from 'node:fs';
import path from 'node:path';
import { readSeed, type SeedDoc } from '../lib/data/seed';
import {
  BANNER_PAGES,
  EVENT_CATEGORIES,
  EVENT_DETAIL_VERTICALS,
  INSIGHT_TOPICS,
  NEWS_CATEGORIES,
  VERTICALS,
  displayCategory,
  displayInsightType,
} from './categories';
import { CALL_TO_ACTION, HERO_BANNERS, PAGE_HEROES, SITE } from './site';
import { ENERGY_STORAGE, E_MOBILITY, GREEN_ENERGY, INDUSTRIES } from './industries';
import { CAPABILITIES, CAPABILITIES_INTRO } from './capabilities';
import { OFFICES } from './offices';
import { FOCUS_VERTICALS } from './focus-verticals';
import { VALUE_PROPOSITION } from './value-proposition';
import { ABOUT } from './about';
import { CAREERS } from './careers';
import { FOOTER_LINKS, HEADER_MENUS } from './navigation';
import { AUTHOR_BIOS } from './author-bios';
import { AUTHORS } from './authors';

const ROOT = path.resolve(__dirname, '..');
const SEED_DIR = path.join(__dirname, 'seed');
const LATEST_CONTENT_DATE = '2026-11-20T23:59:59.999Z';

const docs: SeedDoc[] = readSeed(SEED_DIR);
type Doc = Record<string, unknown> & { id: string };
const of = (collection: SeedDoc['collection']): Doc[] =>
  docs.filter((d) => d.collection === collection).map((d) => ({ ...d.data, id: d.id }));
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

const blogs = of('blogs');
const news = of('news');
const events = of('events');
const banners = of('banners');
const compendiums = of('compendiums');
const jobs = of('job_openings');

/** Every string under `value` that names a file served from public/. */
function publicPaths(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/\/(?:images|compendiums)\/[\w\-./]+?\.(?:jpe?g|png|svg|webp|pdf)/g)) found.add(match[0]);
  } else if (Array.isArray(value)) {
    for (const item of value) publicPaths(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) publicPaths(item, found);
  }
  return found;
}

describe('seed documents', () => {
  it('every seed file is present and passes its schema', () => {
    for (const name of ['news', 'blogs', 'events', 'banners', 'compendiums', 'job_openings']) {
      expect(fs.existsSync(path.join(SEED_DIR, `${name}.json`))).toBe(true);
    }
    expect(() => readSeed(SEED_DIR)).not.toThrow();
  });

  it('has enough documents of each kind', () => {
    expect(blogs.length).toBeGreaterThanOrEqual(16);
    expect(news.length).toBeGreaterThanOrEqual(12);
    expect(events.length).toBeGreaterThanOrEqual(14);
    expect(banners).toHaveLength(7);
    expect(jobs.length).toBeGreaterThanOrEqual(4);
  });

  it('ids are unique and URL-safe within each collection', () => {
    for (const collection of ['news', 'blogs', 'events', 'banners', 'compendiums', 'job_openings'] as const) {
      const ids = of(collection).map((d) => d.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    }
  });

  it('has one banner per banner page', () => {
    expect(banners.map((b) => str(b.page)).sort()).toEqual([...BANNER_PAGES].sort());
  });

  it('has compendiums for each of the six verticals', () => {
    for (const vertical of VERTICALS) {
      expect(compendiums.filter((c) => c.category === vertical).length).toBeGreaterThanOrEqual(2);
    }
    for (const c of compendiums) expect(VERTICALS).toContain(c.category);
  });

  it('gives every vertical both insight types', () => {
    for (const vertical of VERTICALS) {
      const types = new Set(blogs.filter((b) => b.pagetype === vertical).map((b) => b.insighttype));
      expect(types).toEqual(new Set(['Publication', 'Article']));
    }
  });

  it('uses only known blog topics, verticals and flags', () => {
    for (const b of blogs) {
      expect(INSIGHT_TOPICS).toContain(b.category);
      expect(VERTICALS).toContain(b.pagetype);
      expect(['Publication', 'Article']).toContain(b.insighttype);
      expect(['true', 'false']).toContain(b.isspotlight);
      expect(str(b.updatedAt) >= str(b.date)).toBe(true);
    }
    expect(blogs.filter((b) => b.isspotlight === 'true')).toHaveLength(4);
    const perTopic = new Map<string, number>();
    for (const b of blogs) perTopic.set(str(b.category), (perTopic.get(str(b.category)) ?? 0) + 1);
    expect(perTopic.size).toBeGreaterThanOrEqual(8);
    expect(Math.max(...perTopic.values())).toBeGreaterThanOrEqual(5);
  });

  it('uses only known news and event categories, with one of each large enough to page', () => {
    for (const n of news) expect(NEWS_CATEGORIES).toContain(n.category);
    for (const e of events) expect(EVENT_DETAIL_VERTICALS).toContain(e.category);
    const count = (list: Record<string, unknown>[], key: string) => {
      const m = new Map<string, number>();
      for (const d of list) m.set(str(d[key]), (m.get(str(d[key])) ?? 0) + 1);
      return m;
    };
    expect(count(news, 'category').size).toBeGreaterThanOrEqual(6);
    expect(Math.max(...count(news, 'category').values())).toBeGreaterThanOrEqual(5);
    expect(count(events, 'category').size).toBeGreaterThanOrEqual(6);
    expect(Math.max(...count(events, 'category').values())).toBeGreaterThanOrEqual(6);
  });

  it('keeps content dates within range', () => {
    for (const d of [...blogs, ...news, ...compendiums]) expect(str(d.date) <= LATEST_CONTENT_DATE).toBe(true);
    for (const j of jobs) expect(str(j.datePosted) <= LATEST_CONTENT_DATE).toBe(true);
  });

  it('exercises the display truncation limits', () => {
    expect(blogs.some((b) => str(b.heading).includes('?'))).toBe(true);
    expect(blogs.some((b) => str(b.heading).length > 90)).toBe(true);
    expect(news.filter((n) => str(n.desc).length > 400).length).toBeGreaterThanOrEqual(4);
    expect(compendiums.some((c) => str(c.description).length > 250)).toBe(true);
  });
});

describe('static content', () => {
  it('references only files that exist under public/', () => {
    const paths = publicPaths([
      docs.map((d) => d.data),
      SITE,
      HERO_BANNERS,
      PAGE_HEROES,
      INDUSTRIES,
      GREEN_ENERGY,
      ENERGY_STORAGE,
      E_MOBILITY,
      CAPABILITIES,
      OFFICES,
      FOCUS_VERTICALS,
      VALUE_PROPOSITION,
      ABOUT,
      CAREERS,
    ]);
    expect(paths.size).toBeGreaterThan(50);
    const missing = [...paths].filter((p) => !fs.existsSync(path.join(ROOT, 'public', p)));
    expect(missing).toEqual([]);
  });

  it('has the exact category strings of the spec', () => {
    expect(INSIGHT_TOPICS).toEqual([
      'All',
      'Adhesives & Sealants',
      'Animal Feed & Nutrition',
      'Composites',
      'Construction',
      'Clean Energy & Resources',
      'Food, Nutrition & Beverages',
      'Alternative Food',
      'Microbials',
      'Mobility',
      'Petrochemicals & Downstream',
      'Paints & Coatings',
      'Personal Care & Cosmetics',
      'Specialty Polymers',
      'Surfactants',
    ]);
    const eventVerticals = [
      'Adhesives and Sealants',
      'Animal Feed and Nutrition',
      'Composites',
      'Construction',
      'Clean Energy And Resources',
      'Food, Nutrition & Beverages',
      'Microbials',
      'Mobility',
      'Paints & Coating',
      'Personal Care & Cosmetics',
      'Petrochemicals & Downstream',
      'Speciality Polymers',
      'Surfactants',
    ];
    expect(EVENT_CATEGORIES).toEqual(['All', ...eventVerticals]);
    expect(EVENT_DETAIL_VERTICALS).toEqual(eventVerticals);
    expect(EVENT_DETAIL_VERTICALS).toHaveLength(13);
    expect(NEWS_CATEGORIES).toEqual([
      'All',
      ...eventVerticals.map((c) => (c === 'Food, Nutrition & Beverages' ? 'Food and Nutrition' : c)),
      'Plastic Additives and Plasticizers',
    ]);
    expect(VERTICALS).toEqual([
      'Food, Nutrition & Beverages',
      'Speciality Polymers',
      'Petrochemicals & Downstream',
      'Clean Energy & Storage',
      'Mobility',
      'Personal Care & Cosmetics',
    ]);
    expect(BANNER_PAGES).toEqual(['Focus Parent', ...VERTICALS]);
  });

  it('maps display names as the spec says', () => {
    expect(displayCategory('Speciality Polymers')).toBe('Specialty Polymers');
    expect(displayCategory('Mobility')).toBe('Mobility');
    expect(displayInsightType('Publication')).toBe('Media Releases');
    expect(displayInsightType('Article')).toBe('Article');
  });

  it('has the home hero banners and call-to-action texts verbatim', () => {
    expect(HERO_BANNERS.map((b) => b.heading)).toEqual([
      'Your Offbeat Research & Management Consulting Partner',
      'Is Your Business Ready for Taking The Sustainability Leap?',
    ]);
    for (const b of HERO_BANNERS) {
      expect(b.buttonText).toBe('Learn More');
      expect(b.link).toBe('/about-us');
    }
    expect(CALL_TO_ACTION.heading).toBe('Looking for a strategic thought partner?');
    expect(CALL_TO_ACTION.queryHeading).toBe('Have Any Further Queries?');
    expect(CALL_TO_ACTION.queryPlaceholder).toBe('Feel free to share...');
    expect(SITE.linkedInUrl).toMatch(/^https:\/\/www\.linkedin\.com\/company\//);
  });

  it('describes the six industries', () => {
    expect(INDUSTRIES.map((i) => i.heading)).toEqual([
      'Food, Nutrition & Beverages',
      'Specialty Polymers',
      'Petro-chemicals & Downstream',
      'Clean Energy & Storage',
      'Mobility',
      'Personal Care & Cosmetics',
    ]);
    expect(INDUSTRIES.map((i) => i.pageLink)).toEqual([
      '/food-nutrition-and-beverages',
      '/specialty-polymers',
      '/petro-chemicals-and-downstream',
      '/clean-energy-and-storage',
      '/mobility',
      '/personal-care-and-cosmetics',
    ]);
    INDUSTRIES.forEach((industry, index) => {
      expect(industry.index).toBe(index);
      expect(industry.pageLink).toBe(`/${industry.slug}`);
      expect(industry.buttonText).toBe('Know More');
      expect(industry.bannerPage).toBe(VERTICALS[index]);
      expect(industry.vertical).toBe(industry.bannerPage);
      expect(industry.longDescription.length).toBeGreaterThanOrEqual(3);
      expect(industry.about.url).toMatch(/^https:\/\/en\.wikipedia\.org\/wiki\//);
    });
    const byIndex = (i: number) => INDUSTRIES.find((x) => x.index === i);
    expect(byIndex(0)?.valueChain).toHaveLength(7);
    expect(byIndex(2)?.schemaSlug).toBe('petrochemicals');
    expect(byIndex(2)).toHaveProperty('valueChainImage');
    for (const i of [1, 3, 4, 5]) {
      const cards = byIndex(i)?.valueChain.length ?? 0;
      expect(cards).toBeGreaterThanOrEqual(4);
      expect(cards).toBeLessThanOrEqual(6);
    }
    expect(GREEN_ENERGY.map((g) => g.name)).toEqual(['Solar', 'Wind', 'Hydro', 'Hydrogen', 'Geo Thermal']);
  });

  it('lists capabilities, offices, focus verticals and value propositions in spec order', () => {
    expect(CAPABILITIES.map((c) => c.normalHeading)).toEqual([
      'Business Opportunities Assessment',
      'Customer Insights',
      'Strategic Competitive Intelligence',
      'Mergers, Acquisitions & Alliances',
      'Price Tracking & Profitability Analysis',
      'Procurement Intelligence',
    ]);
    expect(CAPABILITIES_INTRO.length).toBeGreaterThan(100);
    expect(OFFICES.map((o) => `${o.country}/${o.city}`)).toEqual(['The Netherlands/Rotterdam', 'India/Gurugram', 'USA/Cupertino']);
    for (const o of OFFICES) expect(o.phone.href).toMatch(/^tel:\+\d{8,15}$/);
    expect(FOCUS_VERTICALS.map((f) => f.name)).toEqual([
      'Paints and Coatings',
      'Building and Construction',
      'Additives and Sealants',
      'Microbials',
      'Animal Feed and Nutrition',
      'Oil Field Chemicals',
      'Surfactants',
      'Composites',
    ]);
    expect(VALUE_PROPOSITION.map((v) => v.title)).toEqual(['Quick Deliveries', 'Regular Touchdowns', 'Unmatched Support', 'Customised Solution']);
    expect(ABOUT.teamingPrinciples.items.map((p) => p.name)).toEqual(['Adaptability', 'Result-Oriented', 'Curiosity']);
    expect(CAREERS.whyJoin.cards.map((c) => c.title)).toEqual(['Equal Opportunity', 'Supportive Environment', 'Open-Door Policy']);
    expect(CAREERS.coreValues.cards.map((c) => c.title)).toEqual(['Innovation', 'Excellence', 'Client-Focus']);
  });

  it('has the navigation of the spec', () => {
    expect(HEADER_MENUS).toEqual([
      { label: 'About', items: [{ label: 'Who Are We?', href: '/about-us' }, { label: 'Career', href: '/careers' }] },
      { label: 'Services', items: [{ label: 'Industries', href: '/focus' }, { label: 'Capabilities', href: '/capabilities' }] },
      {
        label: 'Knowledge Center',
        items: [
          { label: 'Insights', href: '/insights' },
          { label: 'News', href: '/news' },
          { label: 'Events', href: '/events' },
        ],
      },
    ]);
    expect(FOOTER_LINKS.map((l) => l.label)).toEqual(['About Us', 'Careers', 'News', 'Events', 'Insights', 'Industries', 'Capabilities', 'Blogs', 'Privacy']);
    expect(FOOTER_LINKS.filter((l) => 'mobileOnly' in l && l.mobileOnly).map((l) => l.href)).toEqual(['/blogs']);
  });
});

test('every author works at one of the offices, has a bio and a slug of their own', () => {
  for (const author of AUTHORS) {
    expect(OFFICES.map((office) => office.city)).toContain(author.city);
    expect(AUTHOR_BIOS[author.slug]?.length).toBeGreaterThan(80);
  }
  expect(new Set(AUTHORS.map((author) => author.slug)).size).toBe(AUTHORS.length);
});
