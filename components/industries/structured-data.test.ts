import { INDUSTRIES } from '@/content/industries';
import { focusGraph, industryGraph, organizationId } from './structured-data';

type Node = Record<string, unknown> & { '@type': string };
const nodes = (graph: { '@graph': readonly unknown[] }) => graph['@graph'] as Node[];
const byType = (graph: { '@graph': readonly unknown[] }, type: string) => nodes(graph).find((node) => node['@type'] === type)!;

describe('industryGraph', () => {
  const mobility = INDUSTRIES.find((industry) => industry.slug === 'mobility')!;
  const graph = industryGraph(mobility);

  test('holds the Organization, a WebPage about the industry, its Service and a breadcrumb', () => {
    expect(nodes(graph).map((node) => node['@type'])).toEqual(['Organization', 'WebPage', 'Service', 'BreadcrumbList']);
    expect(byType(graph, 'Organization')['@id']).toBe(organizationId());
    expect(organizationId()).toMatch(/\/#organization$/);
  });

  test('the WebPage is about the industry (Wikipedia) and its main entity is the Service', () => {
    const page = byType(graph, 'WebPage');
    const service = byType(graph, 'Service');
    expect(page.about).toEqual({ '@type': 'Thing', name: mobility.about.name, sameAs: mobility.about.url });
    expect(page.mainEntity).toEqual({ '@id': service['@id'] });
    expect(page.url).toMatch(/\/mobility$/);
  });

  test('the Service is provided by the Organization, worldwide, to businesses', () => {
    expect(byType(graph, 'Service')).toMatchObject({
      serviceType: mobility.serviceType,
      provider: { '@id': organizationId() },
      areaServed: 'Worldwide',
      audience: { '@type': 'BusinessAudience', audienceType: mobility.audienceType },
    });
  });

  test('the breadcrumb has positioned items with URLs', () => {
    const items = byType(graph, 'BreadcrumbList').itemListElement as { position: number; item: string }[];
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items[1]!.item).toMatch(/\/focus$/);
  });
});

describe('focusGraph', () => {
  const graph = focusGraph(INDUSTRIES);
  const services = (byType(graph, 'ItemList').itemListElement as { item: Node }[]).map((entry) => entry.item);

  test('lists the six services', () => {
    expect(services).toHaveLength(6);
  });

  test("identifies the petrochemicals service with the slug 'petrochemicals' while its URL is the real route", () => {
    const petro = services.find((service) => service.name === 'Petro-chemicals & Downstream')!;
    expect(petro['@id']).toMatch(/\/focus#petrochemicals$/);
    expect(petro.url).toMatch(/\/petro-chemicals-and-downstream$/);
  });
});
