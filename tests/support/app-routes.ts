import fs from 'node:fs';
import path from 'node:path';

const APP = path.join(__dirname, '..', '..', 'app');

/** Escapes no decoder takes: not hex, a byte that is no UTF-8, an overlong UTF-8 '/'. */
const MALFORMED_ESCAPES = ['%ZZ', '%FF', '%C0%AF'] as const;

/**
 * Every route of `app/` with a parameter, as its URL segments ('[id]' where a parameter goes),
 * read from the folders: a route added tomorrow is in the list without anyone adding it.
 * Route groups and parallel slots add no segment; folders spelled '%5F…' stand for '_…'.
 */
function dynamicRoutes(dir = APP, segments: string[] = []): string[][] {
  const routes: string[][] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const name = entry.name;
    if (entry.isFile() && /^(page|route)\.tsx?$/.test(name) && segments.some((segment) => segment.startsWith('['))) routes.push(segments);
    if (!entry.isDirectory() || name.startsWith('_') || name.startsWith('@') || name.startsWith('(.')) continue;
    const segment = /^\(.*\)$/.test(name) ? [] : [decodeURIComponent(name)];
    routes.push(...dynamicRoutes(path.join(dir, name), [...segments, ...segment]));
  }
  return routes;
}

/** Each dynamic route with each malformed escape at its parameters, as a request path. */
export function malformedPaths(): string[] {
  return dynamicRoutes().flatMap((segments) =>
    MALFORMED_ESCAPES.map((escape) => `/${segments.map((segment) => (segment.startsWith('[') ? escape : segment)).join('/')}`),
  );
}
