import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

type Issue = { severity: 'ERROR' | 'WARNING'; issueMessage: string; path: unknown };

/** JSON-LD types in a page and Google rich-result issues, checked offline. */
export async function checkStructuredData(html: string): Promise<{ types: string[]; errors: string[] }> {
  const data = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = (await new Validator().validate(data)) as Issue[];
  const types = Object.keys((data as { jsonld?: Record<string, unknown> }).jsonld ?? {});
  return { types, errors: issues.filter((i) => i.severity === 'ERROR').map((i) => `${JSON.stringify(i.path)} ${i.issueMessage}`) };
}

/** Every JSON-LD node of a page, graphs flattened. */
export function jsonLdNodes(html: string): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(match[1]!) as Record<string, unknown>;
    nodes.push(...(Array.isArray(data['@graph']) ? (data['@graph'] as Record<string, unknown>[]) : [data]));
  }
  return nodes;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&#39;': "'", '&quot;': '"' };

/** An attribute value as the browser reads it (the entities React writes, decoded). */
export function decodeAttribute(value: string | undefined): string | undefined {
  return value?.replace(/&amp;|&#x27;|&#39;|&quot;/g, (entity) => ENTITIES[entity]!);
}

export function canonicalOf(html: string): string | undefined {
  return decodeAttribute(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]);
}
