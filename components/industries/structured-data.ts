import type { BreadcrumbList, Graph, ItemList, Organization, Service, WebPage } from 'schema-dts';
import { SITE } from '@/content/site';
import type { Industry } from '@/content/industries';
import { absoluteUrl, siteUrl } from '@/lib/seo/url';

/** The firm's node; other nodes point at it by `@id` rather than repeating it. */
export function organizationId(): string {
  return `${siteUrl()}/#organization`;
}

export function organizationNode(): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(),
    name: SITE.name,
    legalName: SITE.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(SITE.logo.default.src),
    sameAs: [...SITE.sameAs],
  };
}

export function breadcrumbNode(id: string, crumbs: readonly { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': id,
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

function serviceNode(industry: Industry, id: string): Service {
  return {
    '@type': 'Service',
    '@id': id,
    name: industry.heading,
    description: industry.description,
    serviceType: industry.serviceType,
    provider: { '@id': organizationId() },
    areaServed: 'Worldwide',
    audience: { '@type': 'BusinessAudience', audienceType: industry.audienceType },
    url: absoluteUrl(industry.pageLink),
  };
}

/** An industry page: a WebPage about the industry whose main entity is the Service the firm offers. */
export function industryGraph(industry: Industry): Graph {
  const url = absoluteUrl(industry.pageLink);
  const page: WebPage = {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: industry.heading,
    description: industry.description,
    inLanguage: 'en-GB',
    publisher: { '@id': organizationId() },
    about: { '@type': 'Thing', name: industry.about.name, sameAs: industry.about.url },
    mainEntity: { '@id': `${url}#service` },
    breadcrumb: { '@id': `${url}#breadcrumb` },
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organizationNode(),
      page,
      serviceNode(industry, `${url}#service`),
      breadcrumbNode(`${url}#breadcrumb`, [
        { name: 'Home', path: '/' },
        { name: 'Industries', path: '/focus' },
        { name: industry.heading, path: industry.pageLink },
      ]),
    ],
  };
}

/**
 * /focus: a collection of the six services. Each Service is identified by the industry's
 * `schemaSlug` (the spec's 'petrochemicals' quirk), as a fragment of /focus where the
 * matching section carries that id, so every identifier resolves on the page; `url` is the
 * industry page the 'Know More' button opens.
 */
export function focusGraph(industries: readonly Industry[]): Graph {
  const url = absoluteUrl('/focus');
  const list: ItemList = {
    '@type': 'ItemList',
    '@id': `${url}#industries`,
    name: 'Industries we serve',
    numberOfItems: industries.length,
    itemListElement: industries.map((industry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: serviceNode(industry, `${url}#${industry.schemaSlug}`),
    })),
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organizationNode(),
      {
        '@type': 'CollectionPage',
        '@id': `${url}#webpage`,
        url,
        name: 'Industries',
        inLanguage: 'en-GB',
        publisher: { '@id': organizationId() },
        mainEntity: { '@id': `${url}#industries` },
        breadcrumb: { '@id': `${url}#breadcrumb` },
      },
      list,
      breadcrumbNode(`${url}#breadcrumb`, [
        { name: 'Home', path: '/' },
        { name: 'Industries', path: '/focus' },
      ]),
    ],
  };
}
