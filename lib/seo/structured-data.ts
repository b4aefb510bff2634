import type { Article, BreadcrumbList, Event, ItemList, JobPosting, NewsArticle, Organization, Person, Place, PostalAddress, ProfilePage, Service, WebPage, WebSite } from 'schema-dts';
import { AUTHOR_BIOS } from '@/content/author-bios';
import { authorNamed, authorPath, type Author } from '@/content/authors';
import { OFFICES } from '@/content/offices';
import { SITE } from '@/content/site';
import type { Industry } from '@/content/industries';
import type { Blog, JobOpening, News, SiteEvent } from '@/lib/data/schema';
import { TEXT_CUTS, plainText, truncate, articlePath } from '@/lib/text';
import { absoluteUrl } from './url';

/**
 * JSON-LD builders, typed with schema-dts, built from the same objects the pages render.
 * The Organization is described once (site-wide) and referenced by @id everywhere else.
 */
const ORGANIZATION_ID = () => absoluteUrl('/#organization');
const WEBSITE_ID = () => absoluteUrl('/#website');
const orgRef = () => ({ '@id': ORGANIZATION_ID() }) as Organization;

const description = (text: string) => truncate(plainText(text), TEXT_CUTS.structuredDataDescription);

function postalAddress(postal: (typeof OFFICES)[number]['postal']): PostalAddress {
  return { '@type': 'PostalAddress', ...postal };
}

export function organization(): Organization {
  const [headquarters] = OFFICES.filter((office) => office.postal.addressCountry === SITE.founding.country);
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID(),
    name: SITE.name,
    legalName: SITE.legalName,
    alternateName: SITE.alternateName,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(SITE.logo.mark.src), width: `${SITE.logo.mark.width}`, height: `${SITE.logo.mark.height}` },
    description: SITE.description,
    email: SITE.email,
    telephone: SITE.phone.href.replace(/^tel:/, ''),
    foundingDate: SITE.founding.date,
    sameAs: [...SITE.sameAs],
    knowsAbout: [...SITE.knowsAbout],
    ...(headquarters ? { address: postalAddress(headquarters.postal) } : {}),
    location: OFFICES.map((office): Place => ({ '@type': 'Place', name: `${SITE.shortName} ${office.city}`, address: postalAddress(office.postal) })),
  };
}

export function website(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': WEBSITE_ID(),
    name: SITE.name,
    alternateName: SITE.alternateName,
    url: absoluteUrl('/'),
    inLanguage: 'en-GB',
    publisher: orgRef(),
    // The site search (/search?q=), for search engines' sitelinks search box.
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  } as WebSite;
}

export type Crumb = { name: string; path?: string };

/** At least two crumbs; the last (the page itself) may omit its path. */
export function breadcrumbs(crumbs: Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absoluteUrl(crumb.path) } : {}),
    })),
  };
}

/** The firm's analyst of a page (ProfilePage's main entity) or a byline: linked to the author's page. */
function person(author: Author): Exclude<Person, string> {
  const office = OFFICES.find((o) => o.city === author.city);
  return {
    '@type': 'Person',
    '@id': `${absoluteUrl(authorPath(author))}#person`,
    name: author.name,
    url: absoluteUrl(authorPath(author)),
    jobTitle: author.role,
    worksFor: orgRef(),
    ...(office ? { workLocation: { '@type': 'Place', name: `${SITE.shortName} ${office.city}`, address: postalAddress(office.postal) } } : {}),
  };
}

/** An author's page: a ProfilePage about the person, as search engines read profiles. */
export function profilePage(author: Author): ProfilePage {
  return { '@type': 'ProfilePage', url: absoluteUrl(authorPath(author)), mainEntity: { ...person(author), description: AUTHOR_BIOS[author.slug] } };
}

/** Insight articles, publications and articles alike: one kind of content, one type. */
export function insightArticle(blog: Blog): Article {
  const url = absoluteUrl(articlePath(blog));
  const author = authorNamed(blog.author);
  return {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: blog.heading,
    description: description(blog.short || blog.description),
    image: blog.image ? [absoluteUrl(blog.image)] : [absoluteUrl(SITE.ogImage.src)],
    datePublished: blog.date,
    dateModified: blog.updatedAt ?? blog.date,
    author: author ? person(author) : blog.author ? { '@type': 'Person', name: blog.author, worksFor: orgRef() } : orgRef(),
    publisher: orgRef(),
    mainEntityOfPage: url,
    url,
    articleSection: blog.category || undefined,
    inLanguage: 'en-GB',
  } as Article;
}

export function newsArticle(item: News, path: string): NewsArticle {
  return {
    '@type': 'NewsArticle',
    headline: item.heading,
    description: description(item.desc),
    datePublished: item.date,
    dateModified: item.date,
    author: orgRef(),
    publisher: orgRef(),
    image: [absoluteUrl(SITE.ogImage.src)],
    mainEntityOfPage: absoluteUrl(path),
  };
}

const EVENT_STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
  movedOnline: 'https://schema.org/EventMovedOnline',
} as const;

const ATTENDANCE = {
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
} as const;

export function event(item: SiteEvent): Event {
  const url = absoluteUrl(`/events/${encodeURIComponent(item.id)}`);
  let place: Place | undefined;
  if (item.venue) {
    const { name, ...address } = item.venue;
    place = { '@type': 'Place', name, address: { '@type': 'PostalAddress', ...address } };
  }
  const virtual = item.onlineUrl ? { '@type': 'VirtualLocation' as const, url: item.onlineUrl } : undefined;
  const locations = [place, virtual].filter(Boolean);
  const mode = item.attendanceMode ?? (virtual && !place ? 'online' : 'offline');
  return {
    '@type': 'Event',
    '@id': `${url}#event`,
    name: item.heading,
    description: description(item.description),
    startDate: item.date,
    ...(item.endDate ? { endDate: item.endDate } : {}),
    eventStatus: EVENT_STATUS[item.status ?? 'scheduled'],
    eventAttendanceMode: ATTENDANCE[mode],
    location: (locations.length === 1 ? locations[0] : locations) as Event['location'],
    image: item.images.length ? item.images.map((src) => absoluteUrl(src)) : [absoluteUrl(SITE.eventLogo.src)],
    organizer: { '@type': 'Organization', name: SITE.name, url: absoluteUrl('/') },
    url,
  } as Event;
}

function jobDescriptionHtml(job: JobOpening): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const list = (title: string, items: string[]) => (items.length ? `<p>${title}</p><ul>${items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>` : '');
  return [
    `<p>${escape(job.overview)}</p>`,
    list('Responsibilities', job.responsibilities),
    list('Required Qualifications', job.requiredQualifications),
    list('Additional Qualifications', job.additionalQualifications),
  ].join('');
}

/** The office a posting belongs to: by city, then by country, else the first office. */
function officeFor(job: JobOpening) {
  return (
    OFFICES.find((o) => job.location && o.city.toLowerCase() === job.location.toLowerCase()) ??
    OFFICES.find((o) => job.country && o.postal.addressCountry === job.country) ??
    OFFICES[0]!
  );
}

export function jobPosting(job: JobOpening, path: string, fallbackDatePosted: string): JobPosting {
  const office = officeFor(job);
  return {
    '@type': 'JobPosting',
    title: job.name,
    description: jobDescriptionHtml(job),
    datePosted: job.datePosted ?? fallbackDatePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: SITE.name, sameAs: absoluteUrl('/'), logo: absoluteUrl(SITE.logo.mark.src) },
    jobLocation: { '@type': 'Place', address: postalAddress(office.postal) },
    identifier: { '@type': 'PropertyValue', name: SITE.name, value: job.id },
    directApply: false,
    url: absoluteUrl(path),
  };
}

/** The service the firm offers for one industry; `url` is always the industry's own page. */
function industryService(industry: Industry, id: string): Service {
  return {
    '@type': 'Service',
    '@id': id,
    name: `${industry.heading} research and consulting`,
    serviceType: industry.serviceType,
    description: description(industry.description),
    provider: orgRef(),
    areaServed: 'Worldwide',
    audience: { '@type': 'BusinessAudience', audienceType: industry.audienceType },
    url: absoluteUrl(industry.pageLink),
  };
}

/**
 * /focus: a CollectionPage listing the six services. Each is identified by the industry's
 * `schemaSlug` as a fragment of /focus (the spec's 'petrochemicals' quirk), while its `url`
 * is the industry page the 'Know More' button opens.
 */
export function focusPage(industries: readonly Industry[]): [WebPage, ItemList, BreadcrumbList] {
  const url = absoluteUrl('/focus');
  return [
    { '@type': 'CollectionPage', '@id': `${url}#webpage`, url, name: 'Industries', inLanguage: 'en-GB', isPartOf: { '@id': WEBSITE_ID() }, mainEntity: { '@id': `${url}#industries` } } as WebPage,
    {
      '@type': 'ItemList',
      '@id': `${url}#industries`,
      name: 'Industries we serve',
      numberOfItems: industries.length,
      itemListElement: industries.map((industry, index) => ({ '@type': 'ListItem', position: index + 1, item: industryService(industry, `${url}#${industry.schemaSlug}`) })),
    },
    breadcrumbs([{ name: 'Home', path: '/' }, { name: 'Industries' }]),
  ];
}

/** An industry page: a WebPage about the industry whose main entity is a Service of the Organization. */
export function industryPage(industry: Industry, path: string): [WebPage, Service] {
  const url = absoluteUrl(path);
  const serviceId = `${url}#service`;
  return [
    {
      '@type': 'WebPage',
      '@id': `${url}#webpage`,
      url,
      name: industry.heading,
      description: description(industry.description),
      isPartOf: { '@id': WEBSITE_ID() },
      about: { '@type': 'Thing', name: industry.about.name, sameAs: industry.about.url },
      mainEntity: { '@id': serviceId },
      breadcrumb: breadcrumbs([{ name: 'Home', path: '/' }, { name: 'Industries', path: '/focus' }, { name: industry.heading }]),
      inLanguage: 'en-GB',
    } as WebPage,
    industryService(industry, serviceId),
  ];
}

/** A page's own nodes as one graph; they reference the site-wide Organization by @id. */
export function graph(...nodes: unknown[]) {
  return { '@context': 'https://schema.org' as const, '@graph': nodes as never[] };
}

/** Emitted once by the root layout on every page. */
export function siteGraph() {
  return graph(organization(), website());
}
