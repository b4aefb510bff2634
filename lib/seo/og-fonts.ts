import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts of the link-preview images: Inter from the npm package, as WOFF (what the image
 * renderer reads), in the scripts a firm's titles use. Read once per process from files the build
 * ships (next.config.ts `outputFileTracingIncludes`).
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/inter/files');
const SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic'] as const;
const WEIGHTS = [400, 700] as const;

type OgFont = { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: 'normal' };

let loaded: { fonts: OgFont[]; draws: (code: number) => boolean } | undefined;

function load() {
  if (loaded) return loaded;
  const fonts: OgFont[] = [];
  const faces: fontkit.Font[] = [];
  for (const subset of SUBSETS) {
    for (const weight of WEIGHTS) {
      const data = fs.readFileSync(path.join(FONT_DIR, `inter-${subset}-${weight}-normal.woff`));
      fonts.push({ name: 'Inter', data, weight, style: 'normal' });
      // The weights share one character set; one of them is enough.
      if (weight === 400) faces.push(fontkit.create(data) as fontkit.Font);
    }
  }
  return (loaded = { fonts, draws: (code) => faces.some((face) => face.hasGlyphForCodePoint(code)) });
}

export function ogFonts(): OgFont[] {
  return load().fonts;
}

/**
 * The text as these fonts can draw it: what they lack folded to a compatible form where one
 * exists (₂ becomes 2, ﬁ becomes fi), else left out. The image renderer fetches a font from
 * Google for a character it cannot draw, and a server has no business on the network at run time.
 */
export function drawable(text: string): string {
  const { draws } = load();
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (draws(code)) out += char;
    else for (const folded of char.normalize('NFKC')) if (draws(folded.codePointAt(0)!)) out += folded;
  }
  return out.replace(/\s+/g, ' ').trim();
}
