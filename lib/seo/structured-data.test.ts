import { INDUSTRIES } from '@/content/industries';
import { blogSchema, eventSchema, jobOpeningSchema, newsSchema } from '@/lib/data/schema';
import { breadcrumbs, event, focusPage, graph, industryPage, insightArticle, jobPosting, newsArticle, organization, siteGraph, website } from './structured-data';

/** schema-dts unions are too wide to index; tests read the JSON as plain data. */
const plain = (value: unknown) => value as Record<string, unknown>;

/**
 * Google's rich-result requirements (Search Central, 2026): required properties must be
 * present; recommended ones we claim to provide are checked too.
 */
const blog = blogSchema.parse({
  id: 'b-1',
  heading: 'Is PET Recycling Ready?',
  image: '/images/blogs/pet.jpg',
  author: 'Ananya Mehra',
  short: 'Short <b>summary</b> '.repeat(40),
  description: '<p>Body</p>',
  category: 'Specialty Polymers',
  date: '2026-10-01T09:00:00Z',
  updatedAt: '2026-10-05T09:00:00Z',
  insighttype: 'Article',
});

describe('insight article', () => {
  const data = plain(insightArticle(blog));
  test('is an Article, for articles and publications alike', () => {
    expect(data['@type']).toBe('Article');
    expect((plain(insightArticle({ ...blog, insighttype: 'Publication' })))['@type']).toBe('Article');
  });
  test("a listed author is a Person with the author page's URL, role and office", () => {
    expect(data.author).toMatchObject({ '@type': 'Person', name: 'Ananya Mehra', url: 'http://localhost:3000/authors/ananya-mehra', jobTitle: 'Consultant, Specialty Polymers', workLocation: { name: 'Molecula Gurugram' } });
    expect(plain(insightArticle({ ...blog, author: 'A Guest' })).author).toEqual({ '@type': 'Person', name: 'A Guest', worksFor: { '@id': 'http://localhost:3000/#organization' } });
  });
  test('the headline is the whole heading, however long', () => {
    const long = 'A heading of well over one hundred and ten characters, which the structured data must carry whole and never cut short';
    expect(long.length).toBeGreaterThan(110);
    expect(plain(insightArticle({ ...blog, heading: long })).headline).toBe(long);
  });

  test('has headline, absolute image, author, dates with a time zone and the canonical URL', () => {
    expect(data.headline).toBe('Is PET Recycling Ready?');
    expect(data.image).toEqual(['http://localhost:3000/images/blogs/pet.jpg']);
    expect(data.author).toMatchObject({ '@type': 'Person', name: 'Ananya Mehra' });
    expect(data.datePublished).toBe('2026-10-01T09:00:00.000Z');
    expect(data.dateModified).toBe('2026-10-05T09:00:00.000Z');
    expect(data.mainEntityOfPage).toBe('http://localhost:3000/insights/Is-PET-Recycling-Ready-/b-1');
  });
  test('cuts the description at 300 characters of plain text', () => {
    const text = data.description as string;
    expect(text).not.toContain('<');
    expect(text.length).toBeLessThanOrEqual(303);
    expect(text.endsWith('...')).toBe(true);
  });
});

describe('event', () => {
  const base = { id: 'e-1', heading: 'Polymers Summit', description: '<p>Two days</p>', date: '2027-03-16T08:30:00Z', images: ['/images/events/a.jpg'] };
  test('an in-person event has name, startDate, a Place with a postal address and the schema.org enums', () => {
    const data = plain(event(eventSchema.parse({ ...base, endDate: '2027-03-17T16:00:00Z', attendanceMode: 'offline', venue: { name: 'Congress Centre', streetAddress: 'Street 1', addressLocality: 'Düsseldorf', postalCode: '40474', addressCountry: 'DE' } })));
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Polymers Summit',
      startDate: '2027-03-16T08:30:00.000Z',
      endDate: '2027-03-17T16:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Congress Centre', address: { '@type': 'PostalAddress', addressLocality: 'Düsseldorf', addressCountry: 'DE' } },
      image: ['http://localhost:3000/images/events/a.jpg'],
      organizer: { '@type': 'Organization', name: 'Molecula Research & Consulting' },
    });
    expect((data.location as Record<string, unknown>).address).not.toHaveProperty('name');
  });
  test('a webinar has a virtual location and the online attendance mode', () => {
    const data = plain(event(eventSchema.parse({ ...base, onlineUrl: 'https://events.example.com/w', attendanceMode: 'online' })));
    expect(data.location).toEqual({ '@type': 'VirtualLocation', url: 'https://events.example.com/w' });
    expect(data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
  });
});

describe('job posting', () => {
  const job = jobOpeningSchema.parse({
    id: 'j-1', name: 'Research Analyst', gform: 'https://forms.example.com/a', overview: 'Build <models>.', responsibilities: ['Model'], requiredQualifications: ['Degree'],
    location: 'Rotterdam', country: 'NL', datePosted: '2026-10-01', validThrough: '2027-01-31',
  });
  const data = plain(jobPosting(job, '/careers/j-1', '2026-01-01T00:00:00Z'));
  test('has the required title, HTML description, datePosted, hiringOrganization and a located jobLocation', () => {
    expect(data.title).toBe('Research Analyst');
    expect(data.description).toContain('<ul><li>Model</li></ul>');
    expect(data.description).toContain('Build &lt;models&gt;.');
    expect(data.datePosted).toBe('2026-10-01T00:00:00.000Z');
    expect(data.validThrough).toBe('2027-01-31T00:00:00.000Z');
    expect(data.hiringOrganization).toMatchObject({ name: 'Molecula Research & Consulting' });
    expect(data.jobLocation).toMatchObject({ '@type': 'Place', address: { addressLocality: 'Rotterdam', addressCountry: 'NL' } });
  });
});

describe('breadcrumbs', () => {
  test('positions start at 1 and the last crumb may omit its URL', () => {
    expect(breadcrumbs([{ name: 'Home', path: '/' }, { name: 'Blogs', path: '/insights' }, { name: 'Polymers' }])).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
        { '@type': 'ListItem', position: 2, name: 'Blogs', item: 'http://localhost:3000/insights' },
        { '@type': 'ListItem', position: 3, name: 'Polymers' },
      ],
    });
  });
});

describe('site-wide and industry graphs', () => {
  test('the organization and website are linked by @id', () => {
    expect(organization()).toMatchObject({ '@id': 'http://localhost:3000/#organization', name: 'Molecula Research & Consulting', url: 'http://localhost:3000/' });
    expect(website()).toMatchObject({ publisher: { '@id': 'http://localhost:3000/#organization' } });
    expect(siteGraph()['@graph']).toHaveLength(2);
  });
  test('an industry page is a WebPage about the industry whose main entity is a Service by the organization', () => {
    const industry = INDUSTRIES[1]!;
    const [page, service] = industryPage(industry, `/${industry.slug}`).map(plain) as [Record<string, unknown>, Record<string, unknown>];
    expect(page).toMatchObject({ '@type': 'WebPage', about: { '@type': 'Thing', sameAs: industry.about.url }, mainEntity: { '@id': service['@id'] } });
    expect(service).toMatchObject({ '@type': 'Service', provider: { '@id': 'http://localhost:3000/#organization' }, serviceType: industry.serviceType });
    expect(graph(page, service)['@graph']).toHaveLength(2);
  });
  test("/focus lists the six services; petrochemicals is identified by the slug 'petrochemicals' but links to its real route", () => {
    const [page, list] = focusPage(INDUSTRIES).map(plain) as [Record<string, unknown>, Record<string, unknown>];
    expect(page['@type']).toBe('CollectionPage');
    const services = (list.itemListElement as { item: Record<string, unknown> }[]).map((entry) => entry.item);
    expect(services).toHaveLength(6);
    const petro = services.find((service) => service.url === 'http://localhost:3000/petro-chemicals-and-downstream')!;
    expect(petro['@id']).toBe('http://localhost:3000/focus#petrochemicals');
  });
  test('news items become NewsArticles', () => {
    const item = newsSchema.parse({ id: 'n', heading: 'PVC prices rise', desc: 'Text', date: '2026-01-01' });
    expect(newsArticle(item, '/news')).toMatchObject({ '@type': 'NewsArticle', headline: 'PVC prices rise', datePublished: '2026-01-01T00:00:00.000Z' });
  });
});
