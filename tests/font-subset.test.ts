import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The committed subset (scripts/subset-font.mjs) must draw every character of the site's own
 * content (seed documents, static content, the components' copy) that the full Inter file
 * draws. A character cut from the subset would fall back to the system font mid-word.
 */
const FONT = 'app/fonts/inter-subset.woff2';
const SOURCE_FONT = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const SOURCES = ['content', 'components', 'app'];

/** The files under `dir` whose names match `pattern`, tests left out. */
function files(dir: string, pattern = /\.(json|ts|tsx)$/): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, pattern);
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('the subset font draws every character of the content that the full font draws', () => {
  const font = fontkit.create(fs.readFileSync(FONT));
  const full = fontkit.create(fs.readFileSync(SOURCE_FONT));
  const used = new Map<string, string>();
  for (const file of SOURCES.flatMap((dir) => files(dir))) {
    // JSON escapes (\u00fc) are characters too.
    const text = file.endsWith('.json') ? JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8'))) : fs.readFileSync(file, 'utf8');
    for (const char of text) if (char.codePointAt(0)! >= 0x20 && !used.has(char)) used.set(char, file);
  }
  const drawn = [...used].filter(([char]) => full.hasGlyphForCodePoint(char.codePointAt(0)!));
  const missing = drawn.filter(([char]) => !font.hasGlyphForCodePoint(char.codePointAt(0)!)).map(([char, file]) => `${char} (U+${char.codePointAt(0)!.toString(16)}) in ${file}`);
  expect(missing).toEqual([]);
  expect(drawn.length).toBeGreaterThan(90);
});

test('the subset keeps the OpenType features the stylesheets use, and no others', () => {
  const font = fontkit.create(fs.readFileSync(FONT));
  const css = ['app', 'components'].flatMap((dir) => files(dir, /\.css$/)).map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  // font-variant-numeric: tabular-nums asks for tnum; kerning is on by default.
  expect(css).toContain('tabular-nums');
  // fontkit's types leave out the getter its fonts have.
  const { availableFeatures } = font as unknown as { availableFeatures: string[] };
  expect([...availableFeatures].sort()).toEqual(['kern', 'tnum']);
});

