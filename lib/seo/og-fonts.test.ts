import { drawable, ogFonts } from './og-fonts';

test('the preview fonts: Inter in four scripts, regular and bold', () => {
  expect(ogFonts()).toHaveLength(8);
  expect(new Set(ogFonts().map((font) => font.weight))).toEqual(new Set([400, 700]));
});

test('text the fonts can draw passes as it is: Latin with accents, Greek, Cyrillic', () => {
  const text = 'Façade: Ölraffinerie in Łódź, α-olefins, ω-3 and Ωmega, Химия & Co. – 2026 “quoted”';
  expect(drawable(text)).toBe(text);
});

test('what they lack is folded to a drawable form, else left out, so nothing is fetched to draw it', () => {
  expect(drawable('CO₂ ﬁlms')).toBe('CO2 films');
  expect(drawable('Asia 中国 market 😀 outlook')).toBe('Asia market outlook');
  expect(drawable('')).toBe('');
});
