import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its
 * functions compiled eagerly, on a background thread while it streams in, instead of lazily on
 * the main thread at their first call. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the framework's chunks (the build manifest's `rootMainFiles`: React DOM, Next's client
 * runtime, Turbopack's loader), which every page loads and runs at once, for eager compilation.
 * Lazy compilation of their module factories was the largest single piece of main-thread work
 * in a page load (docs/performance.md). Runs after Next's compile (next.config.ts); idempotent.
 * A chunk's source map, if the build wrote one, is shifted by the added line.
 */
export async function addCompileHints(distDir: string): Promise<string[]> {
  const manifest = JSON.parse(await fs.readFile(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  const files = (manifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js'));
  for (const file of files) {
    const chunk = path.join(distDir, file);
    const code = await fs.readFile(chunk, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    await fs.writeFile(chunk, COMPILE_HINT + code);
    await shiftSourceMap(`${chunk}.map`);
  }
  return files;
}

type SourceMap = { mappings?: string; sections?: { offset: { line: number; column: number } }[] };

/** One generated line more at the top: an empty first line in `mappings`, or every section one line down. */
async function shiftSourceMap(file: string): Promise<void> {
  let map: SourceMap;
  try {
    map = JSON.parse(await fs.readFile(file, 'utf8')) as SourceMap;
  } catch {
    return; // no source map (the default for production builds)
  }
  if (map.sections) for (const section of map.sections) section.offset.line += 1;
  else map.mappings = `;${map.mappings ?? ''}`;
  await fs.writeFile(file, JSON.stringify(map));
}
