import fs from 'node:fs';
import path from 'node:path';
import { queries, type ListQuery } from '../lib/data/queries';

/**
 * Firestore needs a composite index for an equality filter combined with an order on
 * another field; without it the query fails at run time in Firebase mode only. Every
 * descriptor in lib/data/queries.ts (including ones added later) is called with probe
 * arguments and its index looked up in firestore.indexes.json.
 */

type IndexField = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING' };
type Index = { collectionGroup: string; queryScope: string; fields: IndexField[] };

const file = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'firestore.indexes.json'), 'utf8')) as { indexes: Index[] };

function descriptors(): [string, ListQuery][] {
  return Object.entries(queries).flatMap(([name, build]) => {
    const fn = build as (...args: unknown[]) => ListQuery;
    const probes = Array.from({ length: Math.max(fn.length, 2) }, () => 'probe');
    // With every argument given (filters on) and with none (an optional category left out).
    return [[`${name}(probes)`, fn(...probes)], [`${name}()`, fn()]] as [string, ListQuery][];
  });
}

/** The composite index a query needs, or null when single-field indexes serve it. */
function requiredIndex(query: ListQuery): Index | null {
  const equality = [...new Set((query.where ?? []).map((w) => w.field))];
  if (!query.orderBy || equality.length === 0 || equality.includes(query.orderBy.field)) return null;
  return {
    collectionGroup: query.collection,
    queryScope: 'COLLECTION',
    fields: [
      ...equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
      { fieldPath: query.orderBy.field, order: query.orderBy.direction === 'desc' ? 'DESCENDING' : 'ASCENDING' },
    ],
  };
}

function serves(index: Index, need: Index): boolean {
  if (index.collectionGroup !== need.collectionGroup || index.queryScope !== need.queryScope) return false;
  if (index.fields.length !== need.fields.length) return false;
  const last = need.fields.at(-1)!;
  const indexLast = index.fields.at(-1)!;
  const prefix = (fields: IndexField[]) => fields.slice(0, -1).map((f) => f.fieldPath).sort().join(',');
  return indexLast.fieldPath === last.fieldPath && indexLast.order === last.order && prefix(index.fields) === prefix(need.fields);
}

describe('firestore.indexes.json', () => {
  const needed = descriptors()
    .map(([name, query]) => [name, requiredIndex(query)] as const)
    .filter((entry): entry is readonly [string, Index] => entry[1] !== null);

  test('the descriptors that need a composite index were found', () => {
    expect(needed.map(([name]) => name)).toEqual(
      expect.arrayContaining(['newsPage(probes)', 'blogsPage(probes)', 'spotlight(probes)', 'insightsByVertical(probes)', 'eventsPage(probes)', 'compendiumsByCategory(probes)']),
    );
  });

  test.each(descriptors().filter(([, q]) => requiredIndex(q) !== null))('%s has its composite index', (_name, query) => {
    const need = requiredIndex(query)!;
    expect(file.indexes.filter((index) => serves(index, need))).toHaveLength(1);
  });

  // Queries the adapter makes itself, not from a descriptor: Store.follow's removals since a moment.
  const adapterIndexes: Index[] = [
    {
      collectionGroup: 'removals',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'collection', order: 'ASCENDING' },
        { fieldPath: 'timestamp', order: 'ASCENDING' },
      ],
    },
  ];

  test('every declared index is used by some descriptor or by the adapter', () => {
    for (const index of file.indexes) expect(needed.some(([, need]) => serves(index, need)) || adapterIndexes.some((need) => serves(index, need))).toBe(true);
    for (const need of adapterIndexes) expect(file.indexes.filter((index) => serves(index, need))).toHaveLength(1);
  });
});
