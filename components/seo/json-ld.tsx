import type { Thing, WithContext, Graph } from 'schema-dts';

/** Serialises JSON-LD so no `<` can close the script element (`</script>` in content). */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
