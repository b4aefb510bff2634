import fs from 'node:fs';
import path from 'node:path';
import { collectionNames, schemas, type CollectionName } from './schema';

export type SeedDoc = { collection: CollectionName; id: string; data: Record<string, unknown> };

/**
 * Reads `<dir>/<collection>.json` (an array of documents, each with an `id`) and checks
 * every document against its schema: a bad seed fails loudly here, not on a page.
 * The stored data is the parsed form (dates as ISO strings), identical in both stores.
 */
export function readSeed(dir: string): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const collection of collectionNames) {
    const file = path.join(dir, `${collection}.json`);
    if (!fs.existsSync(file)) continue;
    const raw: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!Array.isArray(raw)) throw new Error(`${file}: expected an array of documents`);
    for (const [index, entry] of raw.entries()) {
      const parsed = schemas[collection].safeParse(entry);
      if (!parsed.success) {
        throw new Error(`${file}[${index}]: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      }
      const { id, ...data } = parsed.data as { id: string } & Record<string, unknown>;
      // Blogs keep their `id` field: the site looks blogs up by it (spec section 7).
      docs.push({ collection, id, data: collection === 'blogs' ? { id, ...data } : data });
    }
  }
  return docs;
}
