import type { SeedDoc } from '@/lib/data/seed';

export const fixtureDay = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9)).toISOString();
const day = fixtureDay;

const news = Array.from({ length: 9 }, (_, i): SeedDoc => ({
  collection: 'news',
  id: `n${i}`,
  data: { date: day(i), heading: `News ${i}`, desc: `Body ${i}`, category: i % 3 === 0 ? 'Mobility' : 'Surfactants' },
}));

const blogs = Array.from({ length: 10 }, (_, i): SeedDoc => ({
  collection: 'blogs',
  id: `doc-b${i}`,
  data: {
    id: `b${i}`,
    heading: `Blog ${i}?`,
    date: day(i),
    category: i < 5 ? 'Specialty Polymers' : 'Surfactants',
    pagetype: i % 2 === 0 ? 'Mobility' : 'Speciality Polymers',
    insighttype: i % 4 === 0 ? 'Publication' : 'Article',
    isspotlight: i < 3 ? 'true' : 'false',
    comments: i === 1 ? [{ user: 'Ana', comment: 'First', profilePic: '' }] : [],
  },
}));

const events = Array.from({ length: 7 }, (_, i): SeedDoc => ({
  collection: 'events',
  id: `e${i}`,
  data: { date: day(i * 2), heading: `Event ${i}`, description: '<p>x</p>', category: i < 4 ? 'Mobility' : 'Composites', images: [] },
}));

export const fixtureDocs: SeedDoc[] = [
  ...news,
  ...blogs,
  ...events,
  { collection: 'banners', id: 'ban1', data: { page: 'Mobility', heading: 'Moving chemistry', image: '/x.jpg' } },
  { collection: 'compendiums', id: 'c1', data: { category: 'Mobility', date: day(1), heading: 'Older' } },
  { collection: 'compendiums', id: 'c2', data: { category: 'Mobility', date: day(5), heading: 'Newer' } },
  { collection: 'compendiums', id: 'c3', data: { category: 'Speciality Polymers', date: day(3), heading: 'Other' } },
  { collection: 'job_openings', id: 'j1', data: { name: 'Consultant' } },
  { collection: 'job_openings', id: 'j2', data: { name: 'Analyst' } },
  // Fails its schema (no heading): must be skipped, never crash a read.
  { collection: 'news', id: 'broken', data: { date: day(-30), desc: 'no heading' } },
];
