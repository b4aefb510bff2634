#!/usr/bin/env node
/**
 * Generates every illustration under public/images from code: SVG files for logos, icons,
 * diagrams and cards, and JPEG/PNG rasters (via sharp) for banners, blog, event and office art.
 * All art is original, abstract and in the brand colours (orange #ff9b42, blue #0f4061,
 * green #5fad56). Output is deterministic: every picture has its own seeded random source.
 *
 *   node scripts/make-images.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'images');

const C = {
  orange: '#ff9b42',
  blue: '#0f4061',
  green: '#5fad56',
  white: '#ffffff',
  navy: '#0a2c44',
  deep: '#072233',
  sky: '#2a6f9e',
  steel: '#4f7a99',
  pale: '#eef3f6',
  mist: '#d5e2eb',
  grey: '#8a99a6',
  ink: '#1b2a36',
  sand: '#ffe2c6',
  mint: '#d9eed5',
  paper: '#f7f9fb',
};
const FONT = "Inter, 'Segoe UI', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/* ------------------------------------------------------------------ utilities */

function hash(str) {
  let h = 2166136261;
  for (const ch of str) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function rngFor(key) {
  let a = hash(key);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const f = (n) => Number(n.toFixed(1));
const pick = (rng, list) => list[Math.floor(rng() * list.length)];
const between = (rng, a, b) => a + rng() * (b - a);
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
let uidCounter = 0;
const uid = (p) => `${p}${(uidCounter++).toString(36)}`;

function svgDoc(w, h, body, { title, defs = '' } = {}) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"` +
    (title ? ` role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>` : '>') +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

const written = [];
function writeSvg(rel, svg) {
  const file = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
  written.push(rel);
}
async function writeRaster(rel, svg, { png = false } = {}) {
  const file = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const img = sharp(Buffer.from(svg));
  if (png) await img.png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(file);
  else await img.jpeg({ quality: 75, progressive: true, mozjpeg: true }).toFile(file);
  written.push(rel);
}

/* ------------------------------------------------------------------ stroke lettering
 * A small monoline alphabet (cap height 100) so the wordmark looks the same everywhere,
 * with no dependency on installed fonts. */

const GLYPHS = {
  A: [80, 'M0 100L40 0L80 100M15 62H65'],
  B: [70, 'M0 0V100H44A25 25 0 0 0 44 50H0M0 50H38A25 25 0 0 0 38 0H0'],
  C: [86, 'M85.4 14.6A50 50 0 1 0 85.4 85.4'],
  D: [80, 'M0 0V100H30A50 50 0 0 0 30 0Z'],
  E: [62, 'M62 0H0V100H62M0 50H52'],
  F: [60, 'M60 0H0V100M0 50H50'],
  G: [100, 'M85.4 14.6A50 50 0 1 0 100 50H58'],
  H: [70, 'M0 0V100M70 0V100M0 50H70'],
  I: [0, 'M0 0V100'],
  K: [70, 'M0 0V100M66 0L0 62M24 46L70 100'],
  L: [58, 'M0 0V100H58'],
  M: [84, 'M0 100V0L42 62L84 0V100'],
  N: [72, 'M0 100V0L72 100V0'],
  O: [100, 'M50 0A50 50 0 1 0 50 100A50 50 0 1 0 50 0Z'],
  P: [66, 'M0 100V0H40A25 25 0 0 1 40 50H0'],
  R: [68, 'M0 100V0H40A25 25 0 0 1 40 50H0M34 50L68 100'],
  S: [70, 'M66 16C56 0 8 -2 6 26C4 52 68 44 68 74C68 102 14 106 2 84'],
  T: [72, 'M0 0H72M36 0V100'],
  U: [78, 'M0 0V61A39 39 0 0 0 78 61V0'],
  V: [80, 'M0 0L40 100L80 0'],
  W: [104, 'M0 0L24 100L52 28L80 100L104 0'],
  X: [70, 'M0 0L70 100M70 0L0 100'],
  Y: [72, 'M0 0L36 50L72 0M36 50V100'],
  '&': [78, 'M78 100L22 36C8 20 16 0 34 0C52 0 58 20 44 32L16 56C-2 74 8 100 36 100C56 100 70 86 76 66'],
  '-': [40, 'M0 55H40'],
  ' ': [34, ''],
};
function letterWidth(str, tracking = 28) {
  let w = 0;
  [...str].forEach((ch, i) => {
    w += GLYPHS[ch][0] + (i ? tracking : 0);
  });
  return w;
}
/** Stroke text: x,y = top-left of the caps; size = cap height in px. */
function strokeText(str, x, y, size, { color, weight = 12, tracking = 28 } = {}) {
  const s = size / 100;
  let cursor = 0;
  let d = '';
  for (const ch of str) {
    const [w, p] = GLYPHS[ch];
    if (p) d += `<path transform="translate(${f(cursor)} 0)" d="${p}"/>`;
    cursor += w + tracking;
  }
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(4)})" fill="none" stroke="${color}" ` +
    `stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${d}</g>`
  );
}

/* ------------------------------------------------------------------ shape helpers */

function hexPoints(cx, cy, r, rot = Math.PI / 6) {
  return [...Array(6)].map((_, i) => {
    const a = (Math.PI / 3) * i + rot;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}
function hexPath(cx, cy, r, rot) {
  return hexPoints(cx, cy, r, rot).map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('') + 'Z';
}
function benzene(cx, cy, r, { stroke, sw = 3, nodes, nodeR, inner = true, opacity = 1 } = {}) {
  let s = `<g opacity="${opacity}"><path d="${hexPath(cx, cy, r)}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linejoin="round"/>`;
  if (inner) s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.52)}" fill="none" stroke="${stroke}" stroke-width="${f(sw * 0.8)}"/>`;
  if (nodes) {
    hexPoints(cx, cy, r).forEach(([x, y], i) => {
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(nodeR ?? r * 0.16)}" fill="${nodes[i % nodes.length]}"/>`;
    });
  }
  return s + '</g>';
}
/** Honeycomb outline over a box; some cells skipped for an airy look. */
function honeycomb(rng, x, y, w, h, r, { stroke, sw = 1.5, opacity = 0.2, keep = 0.55 } = {}) {
  const dx = r * Math.sqrt(3);
  const dy = r * 1.5;
  let d = '';
  for (let row = 0; y + row * dy < y + h + r; row++) {
    for (let col = 0; x + col * dx < x + w + dx; col++) {
      if (rng() > keep) continue;
      const cx = x + col * dx + (row % 2 ? dx / 2 : 0);
      const cy = y + row * dy;
      d += hexPath(cx, cy, r);
    }
  }
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-opacity="${opacity}"/>`;
}
/** A molecule-like network: jittered nodes joined to their nearest neighbours. */
function network(rng, { x, y, w, h, n = 14, nodes = [C.orange, C.green, C.white], bond = C.white, bondOpacity = 0.45, rMin = 5, rMax = 12, sw = 2.5, links = 2 }) {
  const cols = Math.max(1, Math.round(Math.sqrt((n * w) / h)));
  const rows = Math.ceil(n / cols);
  const pts = [];
  for (let i = 0; i < n; i++) {
    const cx = i % cols;
    const cy = Math.floor(i / cols);
    pts.push([x + ((cx + 0.15 + rng() * 0.7) * w) / cols, y + ((cy + 0.15 + rng() * 0.7) * h) / rows]);
  }
  const seen = new Set();
  let d = '';
  pts.forEach((p, i) => {
    const near = pts
      .map((q, j) => [j, (q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2])
      .filter(([j]) => j !== i)
      .sort((a, b) => a[1] - b[1])
      .slice(0, links);
    for (const [j] of near) {
      const key = i < j ? `${i}-${j}` : `${j}-${i}`;
      if (seen.has(key)) continue;
      seen.add(key);
      d += `M${f(p[0])} ${f(p[1])}L${f(pts[j][0])} ${f(pts[j][1])}`;
    }
  });
  let circles = '';
  for (const p of pts) circles += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(between(rng, rMin, rMax))}" fill="${pick(rng, nodes)}"/>`;
  return `<path d="${d}" fill="none" stroke="${bond}" stroke-opacity="${bondOpacity}" stroke-width="${sw}"/>${circles}`;
}
/** Zig-zag polymer backbone with side groups. */
function polymerChain(rng, { x0, y0, count = 20, step = 34, amp = 40, freq = 0.3, phase = 0, stroke, sw = 4, node, nodeR = 6, side = [C.orange, C.green], sideEvery = 3 }) {
  const pts = [];
  for (let i = 0; i < count; i++) {
    pts.push([x0 + i * step, y0 + Math.sin(i * freq + phase) * amp + (i % 2 ? -1 : 1) * step * 0.32]);
  }
  let s = `<path d="${pts.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('')}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round"/>`;
  pts.forEach(([x, y], i) => {
    if (i % sideEvery === 1) {
      const dir = i % 2 ? -1 : 1;
      const ex = x + step * 0.15;
      const ey = y + dir * step * 0.95;
      s += `<path d="M${f(x)} ${f(y)}L${f(ex)} ${f(ey)}" stroke="${stroke}" stroke-width="${f(sw * 0.8)}" stroke-linecap="round"/>`;
      s += `<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(nodeR * 1.5)}" fill="${pick(rng, side)}"/>`;
    }
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(nodeR)}" fill="${node}"/>`;
  });
  return s;
}
function pellets(rng, { x, y, w, h, n = 30, colors, r = 14 }) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const cx = x + rng() * w;
    const cy = y + rng() * h;
    const rr = r * between(rng, 0.7, 1.2);
    const c = pick(rng, colors);
    s += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rr)}" ry="${f(rr * 0.78)}" transform="rotate(${f(between(rng, -40, 40))} ${f(cx)} ${f(cy)})" fill="${c}"/>`;
    s += `<ellipse cx="${f(cx - rr * 0.3)}" cy="${f(cy - rr * 0.3)}" rx="${f(rr * 0.3)}" ry="${f(rr * 0.18)}" fill="#fff" opacity=".35"/>`;
  }
  return s;
}
function leaf(x, y, len, angle, color, { vein = '#ffffff', veinOpacity = 0.5 } = {}) {
  const L = len;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `<path d="M0 0C${f(L * 0.28)} ${f(-L * 0.36)} ${f(L * 0.72)} ${f(-L * 0.36)} ${f(L)} 0C${f(L * 0.72)} ${f(L * 0.36)} ${f(L * 0.28)} ${f(L * 0.36)} 0 0Z" fill="${color}"/>` +
    `<path d="M${f(L * 0.06)} 0L${f(L * 0.9)} 0" stroke="${vein}" stroke-opacity="${veinOpacity}" stroke-width="${f(Math.max(1.2, L * 0.025))}" stroke-linecap="round"/></g>`
  );
}
function droplet(x, y, r, color, opacity = 1) {
  return `<path transform="translate(${f(x)} ${f(y)})" opacity="${opacity}" fill="${color}" d="M0 ${f(-1.75 * r)}C${f(0.45 * r)} ${f(-1.05 * r)} ${f(r)} ${f(-0.55 * r)} ${f(r)} 0A${f(r)} ${f(r)} 0 0 1 ${f(-r)} 0C${f(-r)} ${f(-0.55 * r)} ${f(-0.45 * r)} ${f(-1.05 * r)} 0 ${f(-1.75 * r)}Z"/>`;
}
function sun(cx, cy, r, color, { rays = 12, rayLen = 0.6, sw = 4, opacity = 1 } = {}) {
  let d = '';
  for (let i = 0; i < rays; i++) {
    const a = ((Math.PI * 2) / rays) * i;
    d += `M${f(cx + Math.cos(a) * r * 1.3)} ${f(cy + Math.sin(a) * r * 1.3)}L${f(cx + Math.cos(a) * r * (1.3 + rayLen))} ${f(cy + Math.sin(a) * r * (1.3 + rayLen))}`;
  }
  return `<g opacity="${opacity}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}"/><path d="${d}" stroke="${color}" stroke-width="${sw}" stroke-linecap="round"/></g>`;
}
function windTurbine(x, base, h, color, rot = 0) {
  const L = h * 0.5;
  const blade = `M0 0C${f(L * 0.07)} ${f(-L * 0.25)} ${f(L * 0.05)} ${f(-L * 0.72)} 0 ${f(-L)}C${f(-L * 0.03)} ${f(-L * 0.7)} ${f(-L * 0.05)} ${f(-L * 0.25)} 0 0Z`;
  const hubY = base - h;
  let s = `<g fill="${color}"><path d="M${f(x - h * 0.02)} ${f(base)}L${f(x + h * 0.02)} ${f(base)}L${f(x + h * 0.008)} ${f(hubY)}L${f(x - h * 0.008)} ${f(hubY)}Z"/>`;
  s += `<rect x="${f(x - h * 0.02)}" y="${f(hubY - h * 0.018)}" width="${f(h * 0.07)}" height="${f(h * 0.036)}" rx="${f(h * 0.012)}"/>`;
  for (let i = 0; i < 3; i++) s += `<path transform="translate(${f(x)} ${f(hubY)}) rotate(${f(rot + i * 120)})" d="${blade}"/>`;
  return s + `<circle cx="${f(x)}" cy="${f(hubY)}" r="${f(h * 0.022)}"/></g>`;
}
function solarPanel(x, y, w, h, { fill = C.blue, line = C.white, skew = 0.35, lineOpacity = 0.6, leg = C.grey } = {}) {
  const sk = h * skew;
  const P = (u, v) => [x + u * w - v * sk + sk, y + v * h];
  let d = '';
  for (let i = 1; i < 5; i++) {
    const a = P(i / 5, 0);
    const b = P(i / 5, 1);
    d += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
  }
  for (let j = 1; j < 3; j++) {
    const a = P(0, j / 3);
    const b = P(1, j / 3);
    d += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
  }
  const c = [P(0, 0), P(1, 0), P(1, 1), P(0, 1)];
  return (
    `<path d="M${f(x + w * 0.3)} ${f(y + h)}V${f(y + h * 1.7)}M${f(x + w * 0.75)} ${f(y + h)}V${f(y + h * 1.7)}" stroke="${leg}" stroke-width="${f(Math.max(2, w * 0.02))}"/>` +
    `<path d="M${c.map((p) => `${f(p[0])} ${f(p[1])}`).join('L')}Z" fill="${fill}"/>` +
    `<path d="${d}" stroke="${line}" stroke-opacity="${lineOpacity}" stroke-width="${f(Math.max(1, w * 0.008))}"/>`
  );
}
function battery(x, y, w, h, { body = C.white, level = 0.7, charge = C.green, bolt = C.orange, sw = 6, horizontal = false } = {}) {
  const r = Math.min(w, h) * 0.12;
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="none" stroke="${body}" stroke-width="${sw}"/>`;
  const pad = sw * 1.5;
  if (horizontal) {
    s += `<rect x="${f(x + w)}" y="${f(y + h * 0.3)}" width="${f(w * 0.06)}" height="${f(h * 0.4)}" rx="${f(r * 0.4)}" fill="${body}"/>`;
    s += `<rect x="${f(x + pad)}" y="${f(y + pad)}" width="${f((w - 2 * pad) * level)}" height="${f(h - 2 * pad)}" rx="${f(r * 0.5)}" fill="${charge}"/>`;
  } else {
    s += `<rect x="${f(x + w * 0.3)}" y="${f(y - h * 0.07)}" width="${f(w * 0.4)}" height="${f(h * 0.07)}" rx="${f(r * 0.4)}" fill="${body}"/>`;
    const lh = (h - 2 * pad) * level;
    s += `<rect x="${f(x + pad)}" y="${f(y + h - pad - lh)}" width="${f(w - 2 * pad)}" height="${f(lh)}" rx="${f(r * 0.5)}" fill="${charge}"/>`;
  }
  const bx = x + w / 2;
  const by = y + h / 2;
  const k = Math.min(w, h) * 0.28;
  s += `<path d="M${f(bx + k * 0.2)} ${f(by - k)}L${f(bx - k * 0.55)} ${f(by + k * 0.15)}H${f(bx)}L${f(bx - k * 0.2)} ${f(by + k)}L${f(bx + k * 0.55)} ${f(by - k * 0.15)}H${f(bx)}Z" fill="${bolt}"/>`;
  return s;
}
const CAR = {
  body: 'M8 58C8 46 18 40 40 37L92 16C104 10 120 8 150 8H190C214 8 232 14 250 26L268 37C288 40 298 46 300 56V64C300 68 297 70 293 70H268A26 26 0 0 0 216 70H90A26 26 0 0 0 38 70H14C10 70 8 67 8 64Z',
  win1: 'M98 19C108 15 122 14 148 14V35H74Z',
  win2: 'M156 14H190C206 14 220 19 234 30L238 35H156Z',
};
function car(x, y, s, { body = C.white, window = C.blue, wheel = C.ink, hub = C.grey, windowOpacity = 0.85 } = {}) {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(3)})"><path d="${CAR.body}" fill="${body}"/>` +
    `<path d="${CAR.win1}" fill="${window}" opacity="${windowOpacity}"/><path d="${CAR.win2}" fill="${window}" opacity="${windowOpacity}"/>` +
    `<circle cx="64" cy="70" r="21" fill="${wheel}"/><circle cx="242" cy="70" r="21" fill="${wheel}"/>` +
    `<circle cx="64" cy="70" r="8" fill="${hub}"/><circle cx="242" cy="70" r="8" fill="${hub}"/></g>`
  );
}
function bottle(x, y, w, h, { body = C.white, cap = C.orange, label = C.green, pump = true } = {}) {
  const neckW = w * 0.36;
  let s = `<rect x="${f(x)}" y="${f(y + h * 0.22)}" width="${f(w)}" height="${f(h * 0.78)}" rx="${f(w * 0.22)}" fill="${body}"/>`;
  s += `<rect x="${f(x + (w - neckW) / 2)}" y="${f(y + h * 0.12)}" width="${f(neckW)}" height="${f(h * 0.12)}" fill="${cap}"/>`;
  if (pump) {
    s += `<rect x="${f(x + w / 2 - w * 0.06)}" y="${f(y + h * 0.02)}" width="${f(w * 0.12)}" height="${f(h * 0.11)}" fill="${cap}"/>`;
    s += `<rect x="${f(x + w / 2 - w * 0.06)}" y="${f(y)}" width="${f(w * 0.42)}" height="${f(h * 0.045)}" rx="${f(h * 0.02)}" fill="${cap}"/>`;
  }
  s += `<rect x="${f(x + w * 0.14)}" y="${f(y + h * 0.48)}" width="${f(w * 0.72)}" height="${f(h * 0.28)}" rx="${f(w * 0.06)}" fill="${label}"/>`;
  return s;
}
function jar(x, y, w, h, { body = C.white, lid = C.blue, band = C.orange } = {}) {
  return (
    `<rect x="${f(x)}" y="${f(y + h * 0.25)}" width="${f(w)}" height="${f(h * 0.75)}" rx="${f(w * 0.12)}" fill="${body}"/>` +
    `<rect x="${f(x - w * 0.04)}" y="${f(y)}" width="${f(w * 1.08)}" height="${f(h * 0.28)}" rx="${f(w * 0.06)}" fill="${lid}"/>` +
    `<rect x="${f(x)}" y="${f(y + h * 0.55)}" width="${f(w)}" height="${f(h * 0.14)}" fill="${band}"/>`
  );
}
function wheat(x, base, h, color, lean = 0.12) {
  const tx = x + h * lean;
  let s = `<path d="M${f(x)} ${f(base)}Q${f(x + h * lean * 0.2)} ${f(base - h * 0.6)} ${f(tx)} ${f(base - h)}" fill="none" stroke="${color}" stroke-width="${f(h * 0.025)}" stroke-linecap="round"/>`;
  for (let i = 0; i < 6; i++) {
    const t = 0.55 + i * 0.075;
    const px = x + (tx - x) * t * t;
    const py = base - h * t;
    const g = h * 0.085;
    s += `<ellipse cx="${f(px - g * 0.5)}" cy="${f(py)}" rx="${f(g * 0.38)}" ry="${f(g * 0.75)}" transform="rotate(-28 ${f(px - g * 0.5)} ${f(py)})" fill="${color}"/>`;
    s += `<ellipse cx="${f(px + g * 0.5)}" cy="${f(py)}" rx="${f(g * 0.38)}" ry="${f(g * 0.75)}" transform="rotate(28 ${f(px + g * 0.5)} ${f(py)})" fill="${color}"/>`;
  }
  return s + `<ellipse cx="${f(tx)}" cy="${f(base - h * 1.02)}" rx="${f(h * 0.03)}" ry="${f(h * 0.065)}" fill="${color}"/>`;
}
function microbe(x, y, len, r, angle, color, { nucleus = '#ffffff', flagella = true } = {}) {
  let s = `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">`;
  if (flagella) {
    s += `<path d="M${f(len / 2)} 0c${f(r)} ${f(-r)} ${f(r * 1.6)} ${f(r)} ${f(r * 2.6)} 0s${f(r * 1.6)} ${f(r)} ${f(r * 2.6)} 0" fill="none" stroke="${color}" stroke-width="${f(r * 0.18)}" stroke-linecap="round"/>`;
  }
  s += `<rect x="${f(-len / 2)}" y="${f(-r)}" width="${f(len)}" height="${f(2 * r)}" rx="${f(r)}" fill="${color}"/>`;
  s += `<ellipse cx="${f(-len * 0.08)}" cy="0" rx="${f(len * 0.18)}" ry="${f(r * 0.4)}" fill="${nucleus}" opacity=".45"/></g>`;
  return s;
}
function coccus(x, y, r, color, opacity = 1) {
  return `<g opacity="${opacity}"><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${color}"/><circle cx="${f(x - r * 0.25)}" cy="${f(y - r * 0.25)}" r="${f(r * 0.35)}" fill="#fff" opacity=".35"/></g>`;
}
function bubbles(rng, { x, y, w, h, n = 12, color = C.white, rMin = 6, rMax = 26, sw = 2.5, opacity = 0.7 }) {
  let s = `<g fill="none" stroke="${color}" stroke-width="${sw}" opacity="${opacity}">`;
  for (let i = 0; i < n; i++) {
    const r = between(rng, rMin, rMax);
    const cx = x + rng() * w;
    const cy = y + rng() * h;
    s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/><path d="M${f(cx - r * 0.55)} ${f(cy - r * 0.15)}A${f(r * 0.6)} ${f(r * 0.6)} 0 0 1 ${f(cx - r * 0.1)} ${f(cy - r * 0.58)}"/>`;
  }
  return s + '</g>';
}
function flask(x, y, s, { glass = C.white, liquid = C.green, sw = 5 } = {}) {
  const g = `transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(3)})"`;
  return (
    `<g ${g}><path d="M-22 70L22 70L46 120C50 130 44 138 34 138H-34C-44 138-50 130-46 120Z" fill="${liquid}"/>` +
    `<path d="M-14 0V48L-52 124C-58 136-50 146-38 146H38C50 146 58 136 52 124L14 48V0M-22 0H22" fill="none" stroke="${glass}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<circle cx="-8" cy="104" r="6" fill="#fff" opacity=".6"/><circle cx="10" cy="118" r="4" fill="#fff" opacity=".6"/></g>`
  );
}
function gear(cx, cy, r, teeth, color, { hole = null, sw = 0 } = {}) {
  let d = '';
  const n = teeth * 2;
  for (let i = 0; i < n; i++) {
    const a0 = (Math.PI * 2 * i) / n;
    const a1 = (Math.PI * 2 * (i + 1)) / n;
    const rr = i % 2 ? r : r * 1.18;
    d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a0) * rr)} ${f(cy + Math.sin(a0) * rr)}L${f(cx + Math.cos(a1) * rr)} ${f(cy + Math.sin(a1) * rr)}`;
  }
  let s = `<path d="${d}Z" fill="${color}"${sw ? ` stroke="${color}" stroke-width="${sw}"` : ''}/>`;
  if (hole) s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.42)}" fill="${hole}"/>`;
  return s;
}
function barChart(rng, { x, y, w, h, n = 6, colors = [C.orange, C.green, C.white], axis = C.white, trend = true, grow = true, sw = 3 }) {
  const bw = (w / n) * 0.58;
  let s = `<path d="M${f(x)} ${f(y)}V${f(y + h)}H${f(x + w)}" fill="none" stroke="${axis}" stroke-width="${sw}" stroke-opacity=".7"/>`;
  const tops = [];
  for (let i = 0; i < n; i++) {
    const v = grow ? 0.25 + (0.7 * (i + rng() * 0.8)) / n : between(rng, 0.25, 0.95);
    const bh = h * Math.min(0.95, v);
    const bx = x + (w / n) * i + (w / n - bw) / 2;
    tops.push([bx + bw / 2, y + h - bh - h * 0.08]);
    s += `<rect x="${f(bx)}" y="${f(y + h - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(bw * 0.08)}" fill="${colors[i % colors.length]}"/>`;
  }
  if (trend) {
    s += `<path d="${tops.map(([a, b], i) => `${i ? 'L' : 'M'}${f(a)} ${f(b)}`).join('')}" fill="none" stroke="${axis}" stroke-width="${f(sw)}" stroke-linejoin="round"/>`;
    for (const [a, b] of tops) s += `<circle cx="${f(a)}" cy="${f(b)}" r="${f(sw * 1.8)}" fill="${axis}"/>`;
  }
  return s;
}
function person(x, y, s, fill) {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(3)})" fill="${fill}"><circle cx="0" cy="10" r="10"/><path d="M-19 54C-19 31-11 24 0 24S19 31 19 54Z"/></g>`;
}
/** Refinery skyline: columns, spheres, tanks, a flare and pipe racks, as silhouettes. */
function refinery(rng, { x, base, w, s = 1, fill, accent = C.orange, detail = '#ffffff', detailOpacity = 0.18, ground = 400 }) {
  let body = '';
  let lines = '';
  let cursor = x;
  const kinds = ['column', 'tank', 'column', 'sphere', 'column', 'flare', 'tank', 'column', 'sphere', 'column', 'chimney', 'tank'];
  let k = Math.floor(rng() * kinds.length);
  while (cursor < x + w) {
    const kind = kinds[k++ % kinds.length];
    if (kind === 'column') {
      const cw = between(rng, 22, 34) * s;
      const ch = between(rng, 170, 330) * s;
      body += `<rect x="${f(cursor)}" y="${f(base - ch)}" width="${f(cw)}" height="${f(ch)}" rx="${f(cw / 2)}"/>`;
      for (let yy = base - ch + 26 * s; yy < base - 10; yy += between(rng, 28, 46) * s) {
        lines += `M${f(cursor - 6 * s)} ${f(yy)}H${f(cursor + cw + 6 * s)}`;
      }
      body += `<rect x="${f(cursor + cw / 2 - 2 * s)}" y="${f(base - ch - 22 * s)}" width="${f(4 * s)}" height="${f(24 * s)}"/>`;
      cursor += cw + between(rng, 14, 30) * s;
    } else if (kind === 'sphere') {
      const r = between(rng, 34, 48) * s;
      const cy = base - r - 26 * s;
      body += `<circle cx="${f(cursor + r)}" cy="${f(cy)}" r="${f(r)}"/>`;
      body += `<rect x="${f(cursor + r * 0.3)}" y="${f(cy)}" width="${f(5 * s)}" height="${f(base - cy)}"/><rect x="${f(cursor + r * 1.6)}" y="${f(cy)}" width="${f(5 * s)}" height="${f(base - cy)}"/>`;
      lines += `M${f(cursor + r * 0.2)} ${f(cy)}H${f(cursor + r * 1.8)}`;
      cursor += 2 * r + between(rng, 16, 30) * s;
    } else if (kind === 'tank') {
      const tw = between(rng, 80, 120) * s;
      const th = between(rng, 46, 70) * s;
      body += `<path d="M${f(cursor)} ${f(base)}V${f(base - th)}Q${f(cursor + tw / 2)} ${f(base - th - 18 * s)} ${f(cursor + tw)} ${f(base - th)}V${f(base)}Z"/>`;
      lines += `M${f(cursor)} ${f(base - th * 0.5)}H${f(cursor + tw)}`;
      cursor += tw + between(rng, 12, 24) * s;
    } else if (kind === 'flare') {
      const fh = between(rng, 300, 380) * s;
      body += `<rect x="${f(cursor)}" y="${f(base - fh)}" width="${f(8 * s)}" height="${f(fh)}"/>`;
      lines += `M${f(cursor - 14 * s)} ${f(base)}L${f(cursor + 4 * s)} ${f(base - fh * 0.6)}L${f(cursor + 22 * s)} ${f(base)}`;
      body += `<path fill="${accent}" d="M${f(cursor + 4 * s)} ${f(base - fh - 4 * s)}c${f(-14 * s)} ${f(-14 * s)} ${f(-6 * s)} ${f(-30 * s)} ${f(2 * s)} ${f(-44 * s)}c${f(2 * s)} ${f(12 * s)} ${f(16 * s)} ${f(18 * s)} ${f(8 * s)} ${f(36 * s)}c${f(-2 * s)} ${f(6 * s)} ${f(-6 * s)} ${f(8 * s)} ${f(-10 * s)} ${f(8 * s)}z"/>`;
      cursor += 36 * s;
    } else {
      const chh = between(rng, 220, 280) * s;
      body += `<path d="M${f(cursor)} ${f(base)}L${f(cursor + 6 * s)} ${f(base - chh)}H${f(cursor + 22 * s)}L${f(cursor + 28 * s)} ${f(base)}Z"/>`;
      lines += `M${f(cursor + 5 * s)} ${f(base - chh + 14 * s)}H${f(cursor + 23 * s)}`;
      cursor += 40 * s;
    }
  }
  // pipe racks
  for (let i = 0; i < 3; i++) {
    const py = base - between(rng, 20, 80) * s;
    body += `<rect x="${f(x)}" y="${f(py)}" width="${f(cursor - x)}" height="${f(4 * s)}"/>`;
  }
  if (ground) body += `<rect x="${f(x - 40)}" y="${f(base)}" width="${f(cursor - x + 80)}" height="${f(ground)}"/>`;
  return `<g fill="${fill}">${body}</g><path d="${lines}" stroke="${detail}" stroke-opacity="${detailOpacity}" stroke-width="${f(3 * s)}"/>`;
}
function crane(x, base, h, color, sw = 5) {
  const top = base - h;
  let d = `M${x} ${base}V${top}M${x + 24} ${base}V${top}`;
  for (let yy = base; yy > top + 20; yy -= 30) d += `M${x} ${yy}L${x + 24} ${yy - 30}`;
  d += `M${x - 120} ${top}H${x + 300}M${x - 120} ${top + 24}H${x + 300}`;
  for (let xx = x - 120; xx < x + 300; xx += 30) d += `M${xx} ${top + 24}L${xx + 30} ${top}`;
  d += `M${x + 12} ${top - 50}L${x - 120} ${top}M${x + 12} ${top - 50}L${x + 300} ${top}M${x + 230} ${top + 24}V${top + 150}`;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linejoin="round"/><rect x="${x - 118}" y="${top + 26}" width="56" height="36" fill="${color}"/><rect x="${x + 212}" y="${top + 150}" width="36" height="26" fill="${color}"/>`;
}
function buildingFrame(x, base, w, h, floors, cols, { stroke, fill = 'none', sw = 5, glass = null, glassOpacity = 0.4 }) {
  let s = `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${fill}"/>`;
  if (glass) {
    for (let i = 0; i < floors; i++) {
      for (let j = 0; j < cols; j++) {
        if ((i + j) % 3 === 0) {
          s += `<rect x="${f(x + (w / cols) * j + 5)}" y="${f(base - h + (h / floors) * i + 5)}" width="${f(w / cols - 10)}" height="${f(h / floors - 10)}" fill="${glass}" opacity="${glassOpacity}"/>`;
        }
      }
    }
  }
  let d = '';
  for (let i = 0; i <= floors; i++) d += `M${f(x)} ${f(base - (h / floors) * i)}H${f(x + w)}`;
  for (let j = 0; j <= cols; j++) d += `M${f(x + (w / cols) * j)} ${f(base)}V${f(base - h)}`;
  return s + `<path d="${d}" stroke="${stroke}" stroke-width="${sw}" fill="none"/>`;
}
function tyre(cx, cy, r, { rubber = C.ink, rim = C.grey, tread = C.steel } = {}) {
  let d = '';
  for (let i = 0; i < 28; i++) {
    const a = (Math.PI * 2 * i) / 28;
    d += `M${f(cx + Math.cos(a) * r * 0.88)} ${f(cy + Math.sin(a) * r * 0.88)}L${f(cx + Math.cos(a + 0.08) * r)} ${f(cy + Math.sin(a + 0.08) * r)}`;
  }
  let spokes = '';
  for (let i = 0; i < 5; i++) {
    const a = (Math.PI * 2 * i) / 5;
    spokes += `M${f(cx)} ${f(cy)}L${f(cx + Math.cos(a) * r * 0.5)} ${f(cy + Math.sin(a) * r * 0.5)}`;
  }
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${rubber}"/><path d="${d}" stroke="${tread}" stroke-width="${f(r * 0.05)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.58)}" fill="${rim}"/><path d="${spokes}" stroke="${rubber}" stroke-width="${f(r * 0.09)}" stroke-linecap="round"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.13)}" fill="${rubber}"/>`
  );
}
function weave(x, y, w, h, cell, colors) {
  let s = '';
  const cols = Math.ceil(w / cell);
  const rows = Math.ceil(h / cell);
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      const horiz = (i + j) % 2 === 0;
      const c = colors[horiz ? 0 : 1];
      if (horiz) s += `<rect x="${f(x + j * cell)}" y="${f(y + i * cell + cell * 0.12)}" width="${f(cell)}" height="${f(cell * 0.76)}" rx="${f(cell * 0.2)}" fill="${c}"/>`;
      else s += `<rect x="${f(x + j * cell + cell * 0.12)}" y="${f(y + i * cell)}" width="${f(cell * 0.76)}" height="${f(cell)}" rx="${f(cell * 0.2)}" fill="${c}"/>`;
    }
  }
  return s;
}
function waves(w, h, bands) {
  return bands
    .map(({ y, amp, len, color, opacity = 1, phase = 0 }) => {
      let d = `M0 ${f(y)}`;
      for (let xx = 0; xx <= w + len; xx += len / 2) {
        const up = (Math.round(xx / (len / 2)) + phase) % 2 ? amp : -amp;
        d += `Q${f(xx + len / 4)} ${f(y + up)} ${f(xx + len / 2)} ${f(y)}`;
      }
      d += `V${h}H0Z`;
      return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
    })
    .join('');
}
function micelle(cx, cy, r, { head = C.orange, tail = C.white, n = 14, sw = 3 } = {}) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = (Math.PI * 2 * i) / n;
    const hx = cx + Math.cos(a) * r;
    const hy = cy + Math.sin(a) * r;
    const ix = cx + Math.cos(a) * r * 0.3;
    const iy = cy + Math.sin(a) * r * 0.3;
    const mx = (hx + ix) / 2 + Math.cos(a + Math.PI / 2) * r * 0.12;
    const my = (hy + iy) / 2 + Math.sin(a + Math.PI / 2) * r * 0.12;
    s += `<path d="M${f(hx)} ${f(hy)}Q${f(mx)} ${f(my)} ${f(ix)} ${f(iy)}" fill="none" stroke="${tail}" stroke-width="${sw}" stroke-linecap="round"/>`;
    s += `<circle cx="${f(hx)}" cy="${f(hy)}" r="${f(r * 0.16)}" fill="${head}"/>`;
  }
  return s;
}
function pumpJack(x, base, s, color) {
  return (
    `<g transform="translate(${f(x)} ${f(base)}) scale(${s.toFixed(3)})" fill="${color}">` +
    `<rect x="-150" y="-8" width="320" height="8"/><path d="M-10 0L30 -150L70 0H56L30 -118L4 0Z"/>` +
    `<rect x="-120" y="-172" width="240" height="16" rx="6" transform="rotate(-8 30 -160)"/>` +
    `<path d="M-128 -184C-150 -184-162 -160-156 -130L-138 -132C-142 -152-136-166-124-168Z" transform="rotate(-8 30 -160)"/>` +
    `<rect x="-148" y="-140" width="4" height="140"/><circle cx="110" cy="-60" r="34"/><rect x="100" y="-160" width="8" height="100"/>` +
    `<rect x="-172" y="-30" width="40" height="30"/></g>`
  );
}

/* ------------------------------------------------------------------ backgrounds */

function darkBg(w, h, rng, { from = C.deep, to = C.blue, glow = [C.orange, C.green], overlay = false } = {}) {
  const g = uid('g');
  const o = uid('o');
  const gl = glow.map(() => uid('r'));
  let defs = `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  glow.forEach((c, i) => {
    defs += `<radialGradient id="${gl[i]}"><stop offset="0" stop-color="${c}" stop-opacity=".45"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`;
  });
  let body = `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
  glow.forEach((_, i) => {
    body += `<circle cx="${f(w * between(rng, 0.45, 0.95))}" cy="${f(h * between(rng, 0.1, 0.9))}" r="${f(Math.max(w, h) * between(rng, 0.22, 0.38))}" fill="url(#${gl[i]})"/>`;
  });
  let top = '';
  if (overlay) {
    defs += `<linearGradient id="${o}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.deep}" stop-opacity=".88"/><stop offset=".5" stop-color="${C.deep}" stop-opacity=".35"/><stop offset=".8" stop-color="${C.deep}" stop-opacity="0"/></linearGradient>`;
    top = `<rect width="${w}" height="${h}" fill="url(#${o})"/>`;
  }
  return { defs, body, top };
}
function lightBg(w, h, rng, { from = C.paper, to = C.mist, glow = [C.sand, C.mint] } = {}) {
  const g = uid('g');
  const gl = glow.map(() => uid('r'));
  let defs = `<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  glow.forEach((c, i) => {
    defs += `<radialGradient id="${gl[i]}"><stop offset="0" stop-color="${c}" stop-opacity="1"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`;
  });
  let body = `<rect width="${w}" height="${h}" fill="url(#${g})"/>`;
  glow.forEach((_, i) => {
    body += `<circle cx="${f(w * between(rng, 0.1, 0.9))}" cy="${f(h * between(rng, 0.1, 0.9))}" r="${f(Math.max(w, h) * between(rng, 0.25, 0.4))}" fill="url(#${gl[i]})"/>`;
  });
  return { defs, body, top: '' };
}
function sunsetBg(w, h, { horizon = 0.75 } = {}) {
  const g = uid('g');
  const defs = `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.deep}"/><stop offset=".45" stop-color="${C.blue}"/><stop offset="${horizon}" stop-color="#e9925a"/><stop offset="1" stop-color="${C.orange}"/></linearGradient>`;
  return { defs, body: `<rect width="${w}" height="${h}" fill="url(#${g})"/>`, top: '' };
}

/* ------------------------------------------------------------------ scene motifs
 * Each motif draws into a box {x, y, w, h} and takes a palette: `dark` draws for a dark
 * background (white/orange/green on blue), otherwise for a light one. */

function pal(dark) {
  return dark
    ? { line: C.white, soft: 'rgba(255,255,255,.18)', main: C.white, accent: C.orange, second: C.green, contrast: C.blue, faint: 0.18 }
    : { line: C.blue, soft: 'rgba(15,64,97,.12)', main: C.blue, accent: C.orange, second: C.green, contrast: C.white, faint: 0.14 };
}

const MOTIFS = {
  molecules(rng, b, dark) {
    const p = pal(dark);
    return (
      honeycomb(rng, b.x, b.y, b.w, b.h, b.h * 0.09, { stroke: p.line, opacity: p.faint, keep: 0.3 }) +
      network(rng, { x: b.x, y: b.y, w: b.w, h: b.h, n: 16, nodes: [p.accent, p.second, p.main], bond: p.line, rMin: b.h * 0.012, rMax: b.h * 0.03, sw: b.h * 0.005 }) +
      benzene(b.x + b.w * 0.62, b.y + b.h * 0.45, b.h * 0.16, { stroke: p.main, sw: b.h * 0.012, nodes: [p.accent, p.second, p.main], nodeR: b.h * 0.022 })
    );
  },
  polymers(rng, b, dark) {
    const p = pal(dark);
    const step = b.w / 22;
    return (
      honeycomb(rng, b.x, b.y, b.w, b.h, b.h * 0.08, { stroke: p.line, opacity: p.faint * 0.8, keep: 0.25 }) +
      polymerChain(rng, { x0: b.x + step * 0.5, y0: b.y + b.h * 0.32, count: 22, step, amp: b.h * 0.1, freq: 0.35, stroke: p.main, sw: b.h * 0.012, node: p.main, nodeR: b.h * 0.014, side: [p.accent, p.second] }) +
      polymerChain(rng, { x0: b.x + step * 1.5, y0: b.y + b.h * 0.68, count: 20, step, amp: b.h * 0.08, freq: 0.3, phase: 2, stroke: p.accent, sw: b.h * 0.01, node: p.accent, nodeR: b.h * 0.012, side: [p.second, p.main] })
    );
  },
  pellets(rng, b, dark) {
    const p = pal(dark);
    return (
      pellets(rng, { x: b.x + b.w * 0.05, y: b.y + b.h * 0.55, w: b.w * 0.9, h: b.h * 0.38, n: 34, colors: [p.accent, p.second, dark ? C.white : C.sky, dark ? C.mist : C.blue], r: b.h * 0.035 }) +
      polymerChain(rng, { x0: b.x + b.w * 0.05, y0: b.y + b.h * 0.28, count: 16, step: b.w / 17, amp: b.h * 0.06, stroke: p.main, sw: b.h * 0.01, node: p.main, nodeR: b.h * 0.012, side: [p.accent, p.second] })
    );
  },
  refinery(rng, b, dark) {
    const p = pal(dark);
    return refinery(rng, { x: b.x, base: b.y + b.h * 0.92, w: b.w, s: b.h / 520, fill: dark ? C.deep : C.blue, accent: C.orange, detail: p.line === C.white ? C.white : C.white, detailOpacity: 0.14 });
  },
  energy(rng, b, dark) {
    const p = pal(dark);
    const base = b.y + b.h * 0.9;
    let s = sun(b.x + b.w * 0.82, b.y + b.h * 0.2, b.h * 0.07, C.orange, { sw: b.h * 0.008 });
    s += windTurbine(b.x + b.w * 0.18, base, b.h * 0.75, p.main, between(rng, 0, 120));
    s += windTurbine(b.x + b.w * 0.36, base, b.h * 0.55, p.main, between(rng, 0, 120));
    s += solarPanel(b.x + b.w * 0.45, base - b.h * 0.26, b.w * 0.2, b.h * 0.14, { fill: dark ? C.sky : C.blue, line: C.white });
    s += solarPanel(b.x + b.w * 0.67, base - b.h * 0.2, b.w * 0.16, b.h * 0.11, { fill: dark ? C.sky : C.blue, line: C.white });
    s += battery(b.x + b.w * 0.88, base - b.h * 0.42, b.w * 0.09, b.h * 0.4, { body: p.main, charge: C.green, bolt: C.orange, sw: b.h * 0.012 });
    s += `<rect x="${f(b.x)}" y="${f(base)}" width="${f(b.w)}" height="${f(b.h * 0.012)}" fill="${p.main}" opacity=".5"/>`;
    return s;
  },
  battery(rng, b, dark) {
    const p = pal(dark);
    let s = honeycomb(rng, b.x, b.y, b.w, b.h, b.h * 0.08, { stroke: p.line, opacity: p.faint, keep: 0.3 });
    const n = 4;
    const cw = (b.w * 0.7) / n;
    for (let i = 0; i < n; i++) {
      s += battery(b.x + b.w * 0.15 + i * cw, b.y + b.h * 0.28, cw * 0.62, b.h * 0.56, { body: p.main, level: 0.35 + i * 0.18, charge: i % 2 ? C.green : C.orange, bolt: i % 2 ? C.orange : C.white, sw: b.h * 0.012 });
    }
    return s;
  },
  mobility(rng, b, dark) {
    const p = pal(dark);
    const road = b.y + b.h * 0.78;
    let s = `<rect x="${f(b.x)}" y="${f(road)}" width="${f(b.w)}" height="${f(b.h * 0.04)}" fill="${p.main}" opacity=".35"/>`;
    for (let xx = b.x; xx < b.x + b.w; xx += b.w / 10) s += `<rect x="${f(xx)}" y="${f(road + b.h * 0.1)}" width="${f(b.w / 20)}" height="${f(b.h * 0.015)}" fill="${p.main}" opacity=".5"/>`;
    for (let i = 0; i < 5; i++) {
      const yy = b.y + b.h * (0.42 + i * 0.06);
      s += `<rect x="${f(b.x + b.w * between(rng, 0, 0.15))}" y="${f(yy)}" width="${f(b.w * between(rng, 0.15, 0.3))}" height="${f(b.h * 0.012)}" rx="3" fill="${i % 2 ? p.accent : p.second}" opacity=".8"/>`;
    }
    const cs = (b.w * 0.55) / 300;
    s += car(b.x + b.w * 0.32, road - 78 * cs, cs, { body: p.main, window: dark ? C.sky : C.mist, wheel: C.ink, hub: C.orange });
    // charging post
    const px = b.x + b.w * 0.92;
    s += `<rect x="${f(px)}" y="${f(road - b.h * 0.42)}" width="${f(b.w * 0.05)}" height="${f(b.h * 0.42)}" rx="${f(b.w * 0.01)}" fill="${p.second}"/>`;
    s += `<rect x="${f(px + b.w * 0.01)}" y="${f(road - b.h * 0.37)}" width="${f(b.w * 0.03)}" height="${f(b.h * 0.08)}" rx="3" fill="${C.white}" opacity=".8"/>`;
    s += `<path d="M${f(px)} ${f(road - b.h * 0.2)}C${f(px - b.w * 0.06)} ${f(road - b.h * 0.2)} ${f(px - b.w * 0.02)} ${f(road - b.h * 0.02)} ${f(px - b.w * 0.1)} ${f(road - b.h * 0.05)}" fill="none" stroke="${p.second}" stroke-width="${f(b.h * 0.014)}" stroke-linecap="round"/>`;
    return s;
  },
  food(rng, b, dark) {
    const p = pal(dark);
    const base = b.y + b.h * 0.95;
    let s = '';
    for (let i = 0; i < 7; i++) s += wheat(b.x + b.w * (0.05 + i * 0.06), base, b.h * between(rng, 0.55, 0.8), i % 2 ? C.orange : '#f3b56f', between(rng, -0.08, 0.15));
    s += `<path d="M${f(b.x + b.w * 0.5)} ${f(b.y + b.h * 0.55)}H${f(b.x + b.w * 0.94)}A${f(b.w * 0.22)} ${f(b.w * 0.22)} 0 0 1 ${f(b.x + b.w * 0.5)} ${f(b.y + b.h * 0.55)}Z" fill="${p.main}"/>`;
    s += `<rect x="${f(b.x + b.w * 0.48)}" y="${f(b.y + b.h * 0.53)}" width="${f(b.w * 0.48)}" height="${f(b.h * 0.03)}" rx="6" fill="${p.main}"/>`;
    s += pellets(rng, { x: b.x + b.w * 0.56, y: b.y + b.h * 0.42, w: b.w * 0.32, h: b.h * 0.1, n: 14, colors: [C.orange, C.green, '#f3b56f'], r: b.h * 0.03 });
    s += leaf(b.x + b.w * 0.6, b.y + b.h * 0.35, b.h * 0.25, -50, C.green) + leaf(b.x + b.w * 0.78, b.y + b.h * 0.38, b.h * 0.2, -120, '#7cc474');
    s += droplet(b.x + b.w * 0.92, b.y + b.h * 0.2, b.h * 0.05, dark ? C.white : C.sky, 0.85);
    return s;
  },
  personal(rng, b, dark) {
    const p = pal(dark);
    const base = b.y + b.h * 0.92;
    let s = bubbles(rng, { x: b.x, y: b.y, w: b.w, h: b.h * 0.6, n: 14, color: p.line, rMin: b.h * 0.015, rMax: b.h * 0.05, sw: b.h * 0.005, opacity: 0.5 });
    s += bottle(b.x + b.w * 0.2, base - b.h * 0.62, b.w * 0.13, b.h * 0.62, { body: p.main, cap: C.orange, label: C.green });
    s += bottle(b.x + b.w * 0.38, base - b.h * 0.46, b.w * 0.11, b.h * 0.46, { body: dark ? C.mist : C.sky, cap: C.green, label: C.orange, pump: false });
    s += jar(b.x + b.w * 0.54, base - b.h * 0.2, b.w * 0.16, b.h * 0.2, { body: p.main, lid: C.orange, band: C.green });
    s += droplet(b.x + b.w * 0.82, base - b.h * 0.25, b.h * 0.09, C.green, 0.95) + droplet(b.x + b.w * 0.76, base - b.h * 0.5, b.h * 0.05, C.orange, 0.9);
    s += leaf(b.x + b.w * 0.73, base - b.h * 0.05, b.h * 0.28, -70, C.green) + leaf(b.x + b.w * 0.88, base - b.h * 0.02, b.h * 0.22, -115, '#7cc474');
    return s;
  },
  microbes(rng, b, dark) {
    const p = pal(dark);
    let s = '';
    for (let i = 0; i < 9; i++) s += microbe(b.x + b.w * between(rng, 0.05, 0.85), b.y + b.h * between(rng, 0.1, 0.9), b.h * between(rng, 0.14, 0.24), b.h * 0.035, between(rng, -60, 60), pick(rng, [C.green, C.orange, dark ? C.white : C.sky]));
    for (let i = 0; i < 14; i++) s += coccus(b.x + b.w * rng(), b.y + b.h * rng(), b.h * between(rng, 0.015, 0.035), pick(rng, [C.green, C.orange, p.main]), 0.85);
    return `<circle cx="${f(b.x + b.w * 0.5)}" cy="${f(b.y + b.h * 0.5)}" r="${f(b.h * 0.48)}" fill="none" stroke="${p.line}" stroke-width="${f(b.h * 0.01)}" opacity=".3"/>` + s;
  },
  hydrogen(rng, b, dark) {
    const p = pal(dark);
    const tx = b.x + b.w * 0.08;
    const ty = b.y + b.h * 0.3;
    const tw = b.w * 0.42;
    const th = b.h * 0.6;
    let s = `<rect x="${f(tx)}" y="${f(ty)}" width="${f(tw)}" height="${f(th)}" rx="${f(b.h * 0.03)}" fill="none" stroke="${p.main}" stroke-width="${f(b.h * 0.012)}"/>`;
    s += `<rect x="${f(tx + b.h * 0.012)}" y="${f(ty + th * 0.3)}" width="${f(tw - b.h * 0.024)}" height="${f(th * 0.7 - b.h * 0.012)}" fill="${C.sky}" opacity=".45"/>`;
    s += `<rect x="${f(tx + tw * 0.25)}" y="${f(ty - th * 0.15)}" width="${f(tw * 0.07)}" height="${f(th * 0.95)}" fill="${C.orange}"/><rect x="${f(tx + tw * 0.68)}" y="${f(ty - th * 0.15)}" width="${f(tw * 0.07)}" height="${f(th * 0.95)}" fill="${C.green}"/>`;
    s += `<rect x="${f(tx + tw * 0.49)}" y="${f(ty + th * 0.1)}" width="${f(tw * 0.02)}" height="${f(th * 0.86)}" fill="${p.main}" opacity=".6"/>`;
    s += bubbles(rng, { x: tx + tw * 0.1, y: ty + th * 0.35, w: tw * 0.8, h: th * 0.55, n: 16, color: C.white, rMin: b.h * 0.008, rMax: b.h * 0.02, sw: b.h * 0.004, opacity: 0.8 });
    for (let i = 0; i < 6; i++) {
      const cx = b.x + b.w * between(rng, 0.58, 0.95);
      const cy = b.y + b.h * between(rng, 0.12, 0.88);
      const r = b.h * between(rng, 0.035, 0.06);
      const a = between(rng, -40, 40);
      s += `<g transform="rotate(${f(a)} ${f(cx)} ${f(cy)})"><circle cx="${f(cx - r * 0.7)}" cy="${f(cy)}" r="${f(r)}" fill="${i % 2 ? C.orange : C.green}"/><circle cx="${f(cx + r * 0.7)}" cy="${f(cy)}" r="${f(r)}" fill="${i % 2 ? C.orange : C.green}" opacity=".8"/></g>`;
    }
    return s;
  },
  construction(rng, b, dark) {
    const p = pal(dark);
    const base = b.y + b.h * 0.95;
    let s = crane(Math.round(b.x + b.w * 0.22), Math.round(base), Math.round(b.h * 0.85), p.main, Math.max(2, Math.round(b.h * 0.008)));
    s += buildingFrame(b.x + b.w * 0.45, base, b.w * 0.26, b.h * 0.55, 6, 4, { stroke: p.main, sw: b.h * 0.01, glass: C.sky });
    s += buildingFrame(b.x + b.w * 0.74, base, b.w * 0.2, b.h * 0.34, 4, 3, { stroke: C.orange, sw: b.h * 0.01, glass: C.orange, glassOpacity: 0.3 });
    for (let i = 0; i < 4; i++) s += `<rect x="${f(b.x + b.w * (0.05 + i * 0.07))}" y="${f(base - b.h * 0.08)}" width="${f(b.w * 0.06)}" height="${f(b.h * 0.08)}" fill="${i % 2 ? C.green : C.grey}"/>`;
    return s;
  },
  coatings(rng, b, dark) {
    const p = pal(dark);
    let s = '';
    const colors = [C.orange, C.green, dark ? C.white : C.blue, C.sky];
    for (let i = 0; i < 4; i++) {
      const y = b.y + b.h * (0.25 + i * 0.17);
      s += `<path d="M${f(b.x)} ${f(y)}C${f(b.x + b.w * 0.3)} ${f(y - b.h * 0.18)} ${f(b.x + b.w * 0.55)} ${f(y + b.h * 0.16)} ${f(b.x + b.w)} ${f(y - b.h * 0.05)}" fill="none" stroke="${colors[i]}" stroke-width="${f(b.h * 0.1)}" stroke-linecap="round" opacity=".92"/>`;
    }
    // paint can
    const cx = b.x + b.w * 0.7;
    const cy = b.y + b.h * 0.5;
    s += `<rect x="${f(cx)}" y="${f(cy)}" width="${f(b.w * 0.2)}" height="${f(b.h * 0.42)}" rx="${f(b.h * 0.02)}" fill="${p.main}"/>`;
    s += `<ellipse cx="${f(cx + b.w * 0.1)}" cy="${f(cy)}" rx="${f(b.w * 0.1)}" ry="${f(b.h * 0.04)}" fill="${C.orange}"/>`;
    s += `<rect x="${f(cx + b.w * 0.03)}" y="${f(cy + b.h * 0.14)}" width="${f(b.w * 0.14)}" height="${f(b.h * 0.14)}" rx="6" fill="${C.green}"/>`;
    s += `<path d="M${f(cx + b.w * 0.01)} ${f(cy)}C${f(cx + b.w * 0.02)} ${f(cy - b.h * 0.22)} ${f(cx + b.w * 0.18)} ${f(cy - b.h * 0.22)} ${f(cx + b.w * 0.19)} ${f(cy)}" fill="none" stroke="${p.main}" stroke-width="${f(b.h * 0.012)}"/>`;
    return s;
  },
  composites(rng, b, dark) {
    const p = pal(dark);
    const cell = b.h * 0.09;
    let s = `<g transform="rotate(-12 ${f(b.x + b.w / 2)} ${f(b.y + b.h / 2)})">${weave(b.x + b.w * 0.05, b.y + b.h * 0.1, b.w * 0.5, b.h * 0.8, cell, [dark ? C.navy : C.blue, dark ? C.steel : C.sky])}</g>`;
    for (let i = 0; i < 4; i++) {
      s += `<rect x="${f(b.x + b.w * 0.6 + i * b.w * 0.015)}" y="${f(b.y + b.h * (0.2 + i * 0.12))}" width="${f(b.w * 0.34)}" height="${f(b.h * 0.08)}" rx="${f(b.h * 0.02)}" fill="${[C.orange, C.green, p.main, C.sky][i]}"/>`;
    }
    return s;
  },
  feed(rng, b, dark) {
    const p = pal(dark);
    const base = b.y + b.h * 0.95;
    let s = '';
    for (let i = 0; i < 5; i++) s += wheat(b.x + b.w * (0.05 + i * 0.07), base, b.h * between(rng, 0.6, 0.85), i % 2 ? C.green : '#86c47d', between(rng, -0.05, 0.15));
    s += pellets(rng, { x: b.x + b.w * 0.45, y: b.y + b.h * 0.6, w: b.w * 0.5, h: b.h * 0.3, n: 30, colors: ['#c98b4a', C.orange, '#e0a86b'], r: b.h * 0.03 });
    s += network(rng, { x: b.x + b.w * 0.5, y: b.y + b.h * 0.08, w: b.w * 0.45, h: b.h * 0.4, n: 7, nodes: [C.green, C.orange, p.main], bond: p.line, rMin: b.h * 0.015, rMax: b.h * 0.03, sw: b.h * 0.006 });
    return s;
  },
  surfactants(rng, b, dark) {
    const p = pal(dark);
    let s = bubbles(rng, { x: b.x, y: b.y, w: b.w, h: b.h, n: 16, color: p.line, rMin: b.h * 0.02, rMax: b.h * 0.07, sw: b.h * 0.005, opacity: 0.45 });
    s += micelle(b.x + b.w * 0.35, b.y + b.h * 0.5, b.h * 0.28, { head: C.orange, tail: p.main, n: 16, sw: b.h * 0.008 });
    s += micelle(b.x + b.w * 0.75, b.y + b.h * 0.38, b.h * 0.17, { head: C.green, tail: p.main, n: 12, sw: b.h * 0.007 });
    s += leaf(b.x + b.w * 0.66, b.y + b.h * 0.85, b.h * 0.25, -30, C.green);
    return s;
  },
  uv(rng, b, dark) {
    const p = pal(dark);
    let s = sun(b.x + b.w * 0.22, b.y + b.h * 0.3, b.h * 0.14, C.orange, { rays: 14, sw: b.h * 0.012, rayLen: 0.5 });
    for (let i = 0; i < 4; i++) {
      const y0 = b.y + b.h * (0.35 + i * 0.08);
      s += `<path d="M${f(b.x + b.w * 0.32)} ${f(y0)}q${f(b.w * 0.03)} ${f(-b.h * 0.05)} ${f(b.w * 0.06)} 0t${f(b.w * 0.06)} 0t${f(b.w * 0.06)} 0" fill="none" stroke="${C.orange}" stroke-width="${f(b.h * 0.01)}" opacity=".8"/>`;
    }
    s += `<path d="M${f(b.x + b.w * 0.56)} ${f(b.y + b.h * 0.2)}Q${f(b.x + b.w * 0.62)} ${f(b.y + b.h * 0.5)} ${f(b.x + b.w * 0.56)} ${f(b.y + b.h * 0.8)}" fill="none" stroke="${p.second}" stroke-width="${f(b.h * 0.02)}" stroke-linecap="round"/>`;
    s += bottle(b.x + b.w * 0.7, b.y + b.h * 0.3, b.w * 0.13, b.h * 0.62, { body: p.main, cap: C.orange, label: C.green });
    return s;
  },
  tyres(rng, b, dark) {
    const p = pal(dark);
    let s = tyre(b.x + b.w * 0.3, b.y + b.h * 0.52, b.h * 0.36, { rubber: C.ink, rim: dark ? C.mist : C.grey, tread: C.steel });
    s += network(rng, { x: b.x + b.w * 0.58, y: b.y + b.h * 0.12, w: b.w * 0.38, h: b.h * 0.5, n: 8, nodes: [C.orange, C.green, p.main], bond: p.line, rMin: b.h * 0.015, rMax: b.h * 0.03, sw: b.h * 0.006 });
    s += leaf(b.x + b.w * 0.62, b.y + b.h * 0.86, b.h * 0.26, -20, C.green) + leaf(b.x + b.w * 0.78, b.y + b.h * 0.82, b.h * 0.2, -60, '#7cc474');
    return s;
  },
  recycling(rng, b, dark) {
    const p = pal(dark);
    const cx = b.x + b.w * 0.3;
    const cy = b.y + b.h * 0.5;
    const r = b.h * 0.3;
    let s = '';
    const colors = [C.green, C.orange, p.main];
    for (let i = 0; i < 3; i++) {
      const a0 = (Math.PI * 2 * i) / 3 - Math.PI / 2 + 0.25;
      const a1 = a0 + (Math.PI * 2) / 3 - 0.5;
      const x0 = cx + Math.cos(a0) * r;
      const y0 = cy + Math.sin(a0) * r;
      const x1 = cx + Math.cos(a1) * r;
      const y1 = cy + Math.sin(a1) * r;
      s += `<path d="M${f(x0)} ${f(y0)}A${f(r)} ${f(r)} 0 0 1 ${f(x1)} ${f(y1)}" fill="none" stroke="${colors[i]}" stroke-width="${f(b.h * 0.045)}" stroke-linecap="round"/>`;
      const ah = b.h * 0.06;
      const tx = -Math.sin(a1);
      const ty = Math.cos(a1);
      s += `<path d="M${f(x1 + tx * ah)} ${f(y1 + ty * ah)}L${f(x1 + Math.cos(a1) * ah * 0.9)} ${f(y1 + Math.sin(a1) * ah * 0.9)}L${f(x1 - Math.cos(a1) * ah * 0.9)} ${f(y1 - Math.sin(a1) * ah * 0.9)}Z" fill="${colors[i]}"/>`;
    }
    for (let i = 0; i < 3; i++) s += bottle(b.x + b.w * (0.58 + i * 0.13), b.y + b.h * (0.3 + (i % 2) * 0.1), b.w * 0.09, b.h * (0.6 - (i % 2) * 0.1), { body: [dark ? C.mist : C.sky, C.green, dark ? C.white : C.blue][i], cap: C.orange, label: i === 1 ? C.white : C.green, pump: false });
    return s;
  },
  fermentation(rng, b, dark) {
    const p = pal(dark);
    const tx = b.x + b.w * 0.1;
    const tw = b.w * 0.25;
    const ty = b.y + b.h * 0.18;
    const th = b.h * 0.7;
    let s = `<rect x="${f(tx)}" y="${f(ty)}" width="${f(tw)}" height="${f(th)}" rx="${f(tw * 0.45)}" fill="${p.main}"/>`;
    s += `<rect x="${f(tx + tw * 0.12)}" y="${f(ty + th * 0.35)}" width="${f(tw * 0.76)}" height="${f(th * 0.5)}" rx="${f(tw * 0.3)}" fill="${C.green}" opacity=".85"/>`;
    s += `<rect x="${f(tx + tw * 0.47)}" y="${f(ty - b.h * 0.1)}" width="${f(tw * 0.06)}" height="${f(th * 0.75)}" fill="${C.orange}"/>`;
    s += `<path d="M${f(tx + tw * 0.2)} ${f(ty + th * 0.6)}H${f(tx + tw * 0.8)}M${f(tx + tw * 0.2)} ${f(ty + th * 0.7)}H${f(tx + tw * 0.8)}" stroke="${C.orange}" stroke-width="${f(b.h * 0.012)}" stroke-linecap="round"/>`;
    s += `<path d="M${f(tx + tw)} ${f(ty + th * 0.3)}H${f(b.x + b.w * 0.48)}V${f(ty + th * 0.75)}" fill="none" stroke="${p.main}" stroke-width="${f(b.h * 0.015)}"/>`;
    s += MOTIFS.microbes(rng, { x: b.x + b.w * 0.5, y: b.y + b.h * 0.08, w: b.w * 0.45, h: b.h * 0.55 }, dark);
    s += droplet(b.x + b.w * 0.7, b.y + b.h * 0.86, b.h * 0.06, C.white, 0.95) + droplet(b.x + b.w * 0.82, b.y + b.h * 0.88, b.h * 0.045, C.orange, 0.9);
    return s;
  },
  sweeteners(rng, b, dark) {
    const p = pal(dark);
    let s = '';
    for (let i = 0; i < 6; i++) {
      const sz = b.h * 0.16;
      const x = b.x + b.w * (0.08 + (i % 3) * 0.12) + (i > 2 ? sz * 0.5 : 0);
      const y = b.y + b.h * (i > 2 ? 0.5 : 0.7);
      s += `<rect x="${f(x)}" y="${f(y)}" width="${f(sz)}" height="${f(sz)}" rx="${f(sz * 0.12)}" fill="${i % 2 ? C.white : '#f1f5f8'}" stroke="${C.steel}" stroke-opacity=".7" stroke-width="3"/>`;
      s += `<path d="M${f(x + sz * 0.15)} ${f(y + sz * 0.15)}L${f(x + sz * 0.4)} ${f(y + sz * 0.4)}" stroke="${C.blue}" stroke-opacity=".2" stroke-width="4"/>`;
    }
    s += leaf(b.x + b.w * 0.55, b.y + b.h * 0.75, b.h * 0.35, -40, C.green) + leaf(b.x + b.w * 0.62, b.y + b.h * 0.8, b.h * 0.3, -100, '#7cc474') + leaf(b.x + b.w * 0.58, b.y + b.h * 0.78, b.h * 0.24, 10, '#4a9443');
    s += network(rng, { x: b.x + b.w * 0.7, y: b.y + b.h * 0.1, w: b.w * 0.28, h: b.h * 0.5, n: 7, nodes: [C.orange, C.green, p.main], bond: p.line, rMin: b.h * 0.015, rMax: b.h * 0.028, sw: b.h * 0.006 });
    return s;
  },
  leaves(rng, b) {
    let s = '';
    for (let i = 0; i < 9; i++) s += leaf(b.x + b.w * between(rng, 0, 0.9), b.y + b.h * between(rng, 0.05, 0.95), b.h * between(rng, 0.08, 0.16), between(rng, -180, 180), pick(rng, [C.green, '#7cc474', '#4a9443']), { veinOpacity: 0.4 });
    return `<g opacity=".55">${s}</g>`;
  },
  chart(rng, b, dark) {
    const p = pal(dark);
    return (
      honeycomb(rng, b.x, b.y, b.w, b.h, b.h * 0.08, { stroke: p.line, opacity: p.faint, keep: 0.25 }) +
      barChart(rng, { x: b.x + b.w * 0.08, y: b.y + b.h * 0.12, w: b.w * 0.84, h: b.h * 0.76, n: 7, colors: [C.orange, C.green, dark ? C.white : C.sky], axis: p.main, sw: b.h * 0.008 })
    );
  },
};

function scene(w, h, key, { theme = 'dark', motifs, overlay = false, region }) {
  const rng = rngFor(key);
  const bg = theme === 'dark' ? darkBg(w, h, rng) : theme === 'sunset' ? sunsetBg(w, h) : lightBg(w, h, rng);
  const dark = theme !== 'light';
  if (overlay) {
    // darkens the left side, where pages print the banner heading
    const o = uid('o');
    bg.defs += `<linearGradient id="${o}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.deep}" stop-opacity=".9"/><stop offset=".45" stop-color="${C.deep}" stop-opacity=".4"/><stop offset=".75" stop-color="${C.deep}" stop-opacity="0"/></linearGradient>`;
    bg.top += `<rect width="${w}" height="${h}" fill="url(#${o})"/>`;
  }
  const box = region ?? { x: w * 0.08, y: h * 0.1, w: w * 0.84, h: h * 0.82 };
  let body = bg.body;
  for (const m of motifs) {
    const name = typeof m === 'string' ? m : m.name;
    const b = typeof m === 'string' ? box : { x: m.x * w, y: m.y * h, w: m.w * w, h: m.h * h };
    body += MOTIFS[name](rng, b, m.dark ?? dark);
  }
  return svgDoc(w, h, body + bg.top, { defs: bg.defs });
}

/* ------------------------------------------------------------------ brand marks */

function markSvg(cx, cy, r, { ring = C.blue, nodes = [C.orange, C.green, C.blue], bondColor = C.green } = {}) {
  const pts = hexPoints(cx, cy, r, -Math.PI / 2);
  const [tx, ty] = pts[1];
  const ex = tx + r * 0.62;
  const ey = ty - r * 0.36;
  let s = `<path d="${pts.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('')}Z" fill="none" stroke="${ring}" stroke-width="${f(r * 0.14)}" stroke-linejoin="round"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.46)}" fill="none" stroke="${C.orange}" stroke-width="${f(r * 0.11)}"/>`;
  s += `<path d="M${f(tx)} ${f(ty)}L${f(ex)} ${f(ey)}" stroke="${bondColor}" stroke-width="${f(r * 0.12)}" stroke-linecap="round"/>`;
  s += `<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(r * 0.2)}" fill="${C.green}"/>`;
  pts.forEach(([x, y], i) => {
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.17)}" fill="${nodes[i % nodes.length]}"/>`;
  });
  return s;
}
function logoSvg({ white = false } = {}) {
  const text = white ? C.white : C.blue;
  const sub = white ? '#dbe6ee' : '#3d6480';
  const mark = markSvg(64, 72, 46, { ring: white ? C.white : C.blue, nodes: [C.orange, C.green, white ? C.white : C.blue], bondColor: C.green });
  const wordW = letterWidth('MOLECULA', 30) * 0.46;
  const subStr = 'RESEARCH & CONSULTING';
  const subTracking = ((wordW / 0.15) - letterWidth(subStr, 0)) / (subStr.length - 1);
  const body =
    mark +
    strokeText('MOLECULA', 156, 36, 46, { color: text, weight: 13, tracking: 30 }) +
    strokeText(subStr, 157, 100, 15, { color: sub, weight: 13, tracking: subTracking });
  return svgDoc(Math.ceil(161 + wordW + 8), 136, body, { title: 'Molecula Research & Consulting' });
}

/* ------------------------------------------------------------------ flat card art (SVG) */

function card(w, h, key, draw, { theme = 'light', title } = {}) {
  const rng = rngFor(key);
  const bg = theme === 'dark' ? darkBg(w, h, rng) : lightBg(w, h, rng);
  return svgDoc(w, h, bg.body + draw(rng, theme === 'dark') + bg.top, { defs: bg.defs, title });
}
function motifCard(w, h, key, motifs, opts = {}) {
  return card(
    w,
    h,
    key,
    (rng, dark) => motifs.map((m) => MOTIFS[typeof m === 'string' ? m : m.name](rng, typeof m === 'string' ? { x: w * 0.06, y: h * 0.08, w: w * 0.88, h: h * 0.84 } : { x: m.x * w, y: m.y * h, w: m.w * w, h: m.h * h }, dark)).join(''),
    opts,
  );
}

/* ------------------------------------------------------------------ icons (stroke style) */

function icon(title, inner, { size = 120 } = {}) {
  const bg = `<circle cx="60" cy="60" r="58" fill="${C.pale}"/>`;
  return svgDoc(size, size, `<g transform="scale(${size / 120})">${bg}<g fill="none" stroke="${C.blue}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${inner}</g></g>`, { title });
}
const ICONS = {
  'value-proposition/quick-deliveries': ['Quick Deliveries', `<circle cx="64" cy="64" r="28"/><path d="M64 64V48M64 64l12 8M58 30h12M64 30v6"/><path d="M18 52h16M14 64h18M18 76h16" stroke="${C.orange}"/><circle cx="64" cy="64" r="4" fill="${C.green}" stroke="none"/>`],
  'value-proposition/regular-touchdowns': ['Regular Touchdowns', `<rect x="24" y="32" width="72" height="62" rx="8"/><path d="M24 50h72M42 24v16M78 24v16"/><path d="M44 72l10 10 22-22" stroke="${C.green}"/><path d="M88 96a14 14 0 1 0-4-10" stroke="${C.orange}"/><path d="M82 80l2 7 7-3" stroke="${C.orange}"/>`],
  'value-proposition/unmatched-support': ['Unmatched Support', `<path d="M30 66V58a30 30 0 0 1 60 0v8"/><rect x="24" y="62" width="16" height="24" rx="6" stroke="${C.orange}"/><rect x="80" y="62" width="16" height="24" rx="6" stroke="${C.orange}"/><path d="M88 86c0 10-10 14-22 14" /><circle cx="62" cy="100" r="4" fill="${C.green}" stroke="none"/>`],
  'value-proposition/customised-solution': ['Customised Solution', `<path d="M28 38h64M28 60h64M28 82h64"/><circle cx="46" cy="38" r="7" fill="${C.orange}" stroke="${C.orange}"/><circle cx="74" cy="60" r="7" fill="${C.green}" stroke="${C.green}"/><circle cx="56" cy="82" r="7" fill="${C.blue}"/>`],
  'about/adaptability': ['Adaptability', `<path d="M34 50a28 28 0 0 1 50-10" /><path d="M86 28v13H73" /><path d="M86 70a28 28 0 0 1-50 10" stroke="${C.green}"/><path d="M34 92V79h13" stroke="${C.green}"/><path d="${hexPath(60, 60, 12)}" stroke="${C.orange}"/>`],
  'about/result-oriented': ['Result-Oriented', `<circle cx="56" cy="64" r="32"/><circle cx="56" cy="64" r="20" stroke="${C.green}"/><circle cx="56" cy="64" r="7" fill="${C.orange}" stroke="${C.orange}"/><path d="M56 64l34-34M80 30h10v10"/>`],
  'about/curiosity': ['Curiosity', `<circle cx="52" cy="52" r="26"/><path d="M71 71l22 22" stroke-width="8"/><path d="${hexPath(52, 52, 12)}" stroke="${C.orange}"/><circle cx="52" cy="40" r="3" fill="${C.green}" stroke="none"/>`],
  'careers/equal-opportunity': ['Equal Opportunity', `<path d="M60 24v70M40 94h40M26 40h68M60 30v10"/><path d="M26 40L14 66h24zM94 40L82 66h24z" stroke="${C.orange}"/><path d="M14 66a12 8 0 0 0 24 0M82 66a12 8 0 0 0 24 0" stroke="${C.green}"/>`],
  'careers/supportive-environment': ['Supportive Environment', `<circle cx="40" cy="42" r="10"/><circle cx="80" cy="42" r="10"/><path d="M22 86c0-16 8-24 18-24s18 8 18 24M62 86c0-16 8-24 18-24s18 8 18 24"/><path d="M60 36c-4-6-14-4-12 4 2 6 12 12 12 12s10-6 12-12c2-8-8-10-12-4z" fill="${C.orange}" stroke="${C.orange}" stroke-width="2"/>`],
  'careers/open-door-policy': ['Open-Door Policy', `<path d="M32 96V24h50v72"/><path d="M32 24l30 10v70l-30-8z" fill="${C.pale}" stroke="${C.orange}"/><circle cx="54" cy="66" r="3" fill="${C.orange}" stroke="none"/><path d="M90 50l12-6M92 64h14M90 78l12 6" stroke="${C.green}"/>`],
  'careers/innovation': ['Innovation', `<path d="M46 78c-6-6-12-14-12-26a26 26 0 0 1 52 0c0 12-6 20-12 26v8H46z"/><path d="M48 96h24M52 104h16"/><path d="M60 52l-6 10h12l-6 10" stroke="${C.orange}"/><path d="M60 12v6M26 26l4 4M94 26l-4 4" stroke="${C.green}"/>`],
  'careers/excellence': ['Excellence', `<circle cx="60" cy="50" r="26"/><path d="M60 36l4.5 9 10 1.5-7.2 7 1.7 10L60 59l-9 4.5 1.7-10-7.2-7 10-1.5z" fill="${C.orange}" stroke="${C.orange}" stroke-width="2"/><path d="M44 72l-8 30 14-8 8 12 4-26M76 72l8 30-14-8-8 12" stroke="${C.green}"/>`],
  'careers/client-focus': ['Client-Focus', `<circle cx="60" cy="60" r="36"/><path d="M60 14v16M60 90v16M14 60h16M90 60h16"/><circle cx="60" cy="52" r="9" stroke="${C.orange}"/><path d="M44 78c2-10 8-14 16-14s14 4 16 14" stroke="${C.orange}"/>`],
};

/* ------------------------------------------------------------------ diagrams (SVG with text) */

function label(x, y, str, { size = 16, weight = 600, color = C.blue, anchor = 'middle' } = {}) {
  return `<text x="${f(x)}" y="${f(y)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${esc(str)}</text>`;
}
function arrow(x1, y1, x2, y2, color = C.grey, sw = 3) {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const h = 10;
  return (
    `<path d="M${f(x1)} ${f(y1)}L${f(x2 - Math.cos(a) * h * 0.8)} ${f(y2 - Math.sin(a) * h * 0.8)}" stroke="${color}" stroke-width="${sw}" fill="none"/>` +
    `<path d="M${f(x2)} ${f(y2)}L${f(x2 - Math.cos(a - 0.45) * h)} ${f(y2 - Math.sin(a - 0.45) * h)}L${f(x2 - Math.cos(a + 0.45) * h)} ${f(y2 - Math.sin(a + 0.45) * h)}Z" fill="${color}"/>`
  );
}

function petroValueChain() {
  const W = 1200;
  const H = 700;
  const cols = [
    { title: 'Feedstocks', color: C.blue, items: ['Crude oil', 'Natural gas & NGLs', 'Naphtha', 'Bio-naphtha', 'Pyrolysis oil'] },
    { title: 'Conversion', color: C.steel, items: ['Steam cracker', 'Catalytic reformer', 'FCC unit', 'Propane dehydrogenation', 'Methanol synthesis'] },
    { title: 'Building blocks', color: C.orange, items: ['Ethylene', 'Propylene', 'Butadiene & C4s', 'Benzene, toluene, xylenes', 'Methanol'] },
    { title: 'Intermediates', color: '#e07f2b', items: ['Ethylene oxide / glycol', 'PTA', 'Styrene', 'Phenol & acetone', 'Acrylonitrile'] },
    { title: 'Polymers', color: C.green, items: ['PE & PP', 'PET', 'PS, ABS & SBR', 'PVC', 'Polyurethanes'] },
    { title: 'End markets', color: '#3f8a38', items: ['Packaging', 'Construction', 'Automotive', 'Textiles', 'Consumer goods'] },
  ];
  const colW = 168;
  const gap = (W - 60 - cols.length * colW) / (cols.length - 1);
  let s = `<rect width="${W}" height="${H}" fill="${C.paper}"/>`;
  s += label(W / 2, 50, 'Petrochemicals value chain: from feedstock to end market', { size: 26, weight: 700 });
  s += label(W / 2, 80, 'Where margins are made, where they leak, and where recycled and bio-based feedstocks enter', { size: 16, weight: 400, color: '#4b6477' });
  cols.forEach((col, i) => {
    const x = 30 + i * (colW + gap);
    s += `<rect x="${f(x)}" y="110" width="${colW}" height="52" rx="10" fill="${col.color}"/>`;
    s += label(x + colW / 2, 142, col.title, { size: 17, weight: 700, color: C.white });
    col.items.forEach((it, j) => {
      const y = 184 + j * 92;
      s += `<rect x="${f(x)}" y="${y}" width="${colW}" height="66" rx="10" fill="${C.white}" stroke="${col.color}" stroke-width="2.5"/>`;
      const words = it.split(' ');
      if (it.length > 18) {
        const mid = Math.ceil(words.length / 2);
        s += label(x + colW / 2, y + 30, words.slice(0, mid).join(' '), { size: 15 });
        s += label(x + colW / 2, y + 50, words.slice(mid).join(' '), { size: 15 });
      } else s += label(x + colW / 2, y + 39, it, { size: 15 });
      if (i < cols.length - 1) s += arrow(x + colW + 4, y + 33, x + colW + gap - 4, y + 33, '#9fb2c1', 2.5);
    });
  });
  s += `<path d="M${W - 114} 646C${W - 114} 668 114 668 114 652" fill="none" stroke="${C.green}" stroke-width="3" stroke-dasharray="8 6"/>`;
  s += arrow(114, 656, 114, 646, C.green, 3);
  s += label(W / 2, 690, 'Circular loop: mechanical and chemical recycling return polymers to the chain as pyrolysis oil and recycled resin.', { size: 14, weight: 400, color: '#4b6477' });
  return svgDoc(W, H, s, { title: 'Petrochemicals value chain from feedstocks to end markets' });
}

function energyStorageDiagram() {
  const W = 1100;
  const H = 620;
  let s = `<rect width="${W}" height="${H}" fill="${C.paper}"/>`;
  s += label(W / 2, 46, 'How energy storage links renewable generation to demand', { size: 26, weight: 700 });
  // generation
  s += `<rect x="40" y="90" width="280" height="250" rx="16" fill="${C.white}" stroke="${C.mist}" stroke-width="2"/>`;
  s += label(180, 124, 'Variable generation', { size: 18, weight: 700 });
  s += sun(100, 190, 22, C.orange, { sw: 4 }) + solarPanel(140, 220, 110, 50, { fill: C.blue, leg: C.grey });
  s += windTurbine(280, 320, 150, C.steel, 20);
  s += label(180, 330, 'Solar PV · Wind', { size: 15, weight: 400, color: '#4b6477' });
  // storage
  s += `<rect x="410" y="90" width="280" height="250" rx="16" fill="${C.white}" stroke="${C.orange}" stroke-width="3"/>`;
  s += label(550, 124, 'Battery energy storage', { size: 18, weight: 700 });
  for (let i = 0; i < 5; i++) s += battery(440 + i * 46, 160, 34, 100, { body: C.blue, level: 0.35 + i * 0.13, charge: C.green, bolt: C.orange, sw: 4 });
  s += label(550, 292, 'Cathode · Anode · Electrolyte', { size: 14, weight: 400, color: '#4b6477' });
  s += label(550, 314, 'Separator · Binder · BMS', { size: 14, weight: 400, color: '#4b6477' });
  // demand
  s += `<rect x="780" y="90" width="280" height="250" rx="16" fill="${C.white}" stroke="${C.mist}" stroke-width="2"/>`;
  s += label(920, 124, 'Grid & consumers', { size: 18, weight: 700 });
  s += `<path d="M840 300L860 170L880 300M848 250H872M852 210H868M860 170L830 180M860 170L890 180" stroke="${C.blue}" stroke-width="4" fill="none"/>`;
  s += buildingFrame(910, 300, 60, 110, 5, 3, { stroke: C.blue, sw: 3, glass: C.sky });
  s += buildingFrame(980, 300, 50, 70, 3, 2, { stroke: C.green, sw: 3, glass: C.green });
  s += label(920, 330, 'Homes · Industry · EV charging', { size: 15, weight: 400, color: '#4b6477' });
  s += arrow(325, 200, 402, 200, C.orange, 5) + label(363, 188, 'charge', { size: 13, weight: 400, color: '#4b6477' });
  s += arrow(695, 200, 772, 200, C.green, 5) + label(733, 188, 'discharge', { size: 13, weight: 400, color: '#4b6477' });
  // duration scale
  s += label(40, 400, 'Storage technologies by discharge duration', { size: 18, weight: 700, anchor: 'start' });
  s += `<rect x="40" y="420" width="1020" height="10" rx="5" fill="${C.mist}"/>`;
  const ticks = ['Seconds', 'Minutes', 'Hours', 'Days', 'Seasons'];
  ticks.forEach((t, i) => {
    const x = 40 + i * 255;
    s += `<circle cx="${x}" cy="425" r="8" fill="${C.blue}"/>` + label(x, 454, t, { size: 14, weight: 600, anchor: i === 0 ? 'start' : i === 4 ? 'end' : 'middle' });
  });
  const techs = [
    ['Supercapacitors', 40, 260, C.steel],
    ['Lithium-ion (LFP, NMC)', 200, 520, C.orange],
    ['Sodium-ion', 300, 560, '#e07f2b'],
    ['Flow batteries (vanadium, iron)', 420, 760, C.green],
    ['Thermal & compressed air', 520, 820, C.sky],
    ['Hydrogen (power-to-gas)', 700, 1060, C.blue],
  ];
  techs.forEach(([name, x0, x1, color], i) => {
    const y = 478 + i * 22;
    s += `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="16" rx="8" fill="${color}"/>`;
    s += label(x0 + 10, y + 13, name, { size: 12, weight: 600, color: C.white, anchor: 'start' });
  });
  return svgDoc(W, H, s, { title: 'Energy storage diagram: generation, battery storage, demand and technologies by duration' });
}

function eMobilityDiagram() {
  const W = 1100;
  const H = 600;
  let s = `<rect width="${W}" height="${H}" fill="${C.paper}"/>`;
  s += label(W / 2, 46, 'Inside an electric vehicle: where chemistry and materials matter', { size: 26, weight: 700 });
  const cs = 2.3;
  const cx = 205;
  const cy = 170;
  s += `<g transform="translate(${cx} ${cy}) scale(${cs})"><path d="${CAR.body}" fill="${C.white}" stroke="${C.blue}" stroke-width="1.6"/>` +
    `<path d="${CAR.win1}" fill="${C.mist}"/><path d="${CAR.win2}" fill="${C.mist}"/>` +
    `<circle cx="64" cy="70" r="21" fill="${C.ink}"/><circle cx="242" cy="70" r="21" fill="${C.ink}"/><circle cx="64" cy="70" r="8" fill="${C.grey}"/><circle cx="242" cy="70" r="8" fill="${C.grey}"/></g>`;
  // battery pack on the floor
  const px = cx + 92 * cs;
  const py = cy + 50 * cs;
  for (let i = 0; i < 8; i++) s += `<rect x="${f(px + i * 14 * cs)}" y="${f(py)}" width="${f(12 * cs)}" height="${f(12 * cs)}" rx="3" fill="${i % 2 ? C.green : '#4a9443'}"/>`;
  // motor, inverter, charger
  s += `<circle cx="${f(cx + 242 * cs)}" cy="${f(cy + 52 * cs)}" r="${f(9 * cs)}" fill="${C.orange}"/>`;
  s += `<rect x="${f(cx + 214 * cs)}" y="${f(cy + 40 * cs)}" width="${f(16 * cs)}" height="${f(10 * cs)}" rx="3" fill="${C.blue}"/>`;
  s += `<rect x="${f(cx + 30 * cs)}" y="${f(cy + 42 * cs)}" width="${f(18 * cs)}" height="${f(10 * cs)}" rx="3" fill="${C.sky}"/>`;
  s += `<circle cx="${f(cx + 16 * cs)}" cy="${f(cy + 46 * cs)}" r="${f(4 * cs)}" fill="${C.green}"/>`;
  s += `<rect x="${f(cx + 150 * cs)}" y="${f(cy + 14 * cs)}" width="${f(26 * cs)}" height="${f(16 * cs)}" rx="3" fill="none" stroke="${C.orange}" stroke-width="3" stroke-dasharray="6 4"/>`;
  const callouts = [
    [px + 56 * cs, py + 12 * cs, 430, 470, 'Battery pack', 'Cathode (NMC, LFP), graphite / silicon anode,', 'electrolyte, separator, binders'],
    [cx + 242 * cs, cy + 60 * cs, 860, 470, 'E-drive', 'Rare-earth magnets, copper windings,', 'e-fluids and high-temperature polyamides'],
    [cx + 222 * cs, cy + 40 * cs, 900, 110, 'Power electronics', 'SiC semiconductors, potting compounds,', 'thermal interface materials'],
    [cx + 39 * cs, cy + 47 * cs, 120, 470, 'On-board charger & port', 'Flame-retardant PBT / PA, sealants,', 'connectors'],
    [cx + 163 * cs, cy + 14 * cs, 430, 110, 'Cabin & body', 'Lightweight composites, adhesives,', 'low-VOC interior materials'],
  ];
  for (const [ax, ay, lx, ly, title, l1, l2] of callouts) {
    s += `<path d="M${f(ax)} ${f(ay)}L${f(lx)} ${f(ly - 30 > ay ? ly - 30 : ly + 40)}" stroke="${C.grey}" stroke-width="2" fill="none"/><circle cx="${f(ax)}" cy="${f(ay)}" r="5" fill="${C.orange}"/>`;
    s += label(lx, ly, title, { size: 17, weight: 700 });
    s += label(lx, ly + 22, l1, { size: 13, weight: 400, color: '#4b6477' });
    s += label(lx, ly + 40, l2, { size: 13, weight: 400, color: '#4b6477' });
  }
  // charger
  s += `<rect x="40" y="230" width="44" height="130" rx="8" fill="${C.green}"/><rect x="48" y="242" width="28" height="30" rx="4" fill="${C.white}"/>`;
  s += `<path d="M84 300C130 300 120 ${f(cy + 46 * cs)} ${f(cx + 14 * cs)} ${f(cy + 46 * cs)}" fill="none" stroke="${C.green}" stroke-width="5"/>`;
  s += label(62, 385, 'DC fast charger', { size: 13, weight: 600 });
  return svgDoc(W, H, s, { title: 'E-mobility diagram: battery pack, e-drive, power electronics, charging and lightweight materials' });
}

function globeDiagram() {
  const W = 720;
  const H = 420;
  let s = `<rect width="${W}" height="${H}" fill="${C.paper}"/>`;
  const cx = 360;
  const cy = 215;
  const r = 175;
  s += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.white}" stroke="${C.blue}" stroke-width="3"/>`;
  for (const k of [0.35, 0.7]) s += `<ellipse cx="${cx}" cy="${cy}" rx="${f(r * k)}" ry="${r}" fill="none" stroke="${C.mist}" stroke-width="2"/>`;
  for (const k of [-0.6, -0.3, 0, 0.3, 0.6]) {
    const y = cy + r * k;
    const half = Math.sqrt(r * r - (r * k) ** 2);
    s += `<path d="M${f(cx - half)} ${f(y)}H${f(cx + half)}" stroke="${C.mist}" stroke-width="2"/>`;
  }
  const pins = [
    ['Cupertino, USA', 200, 170, C.orange],
    ['Rotterdam, the Netherlands', 360, 125, C.green],
    ['Gurugram, India', 500, 205, C.blue],
  ];
  s += `<path d="M200 170Q280 80 360 125Q440 120 500 205" fill="none" stroke="${C.orange}" stroke-width="2.5" stroke-dasharray="7 6"/>`;
  for (const [name, x, y, color] of pins) {
    s += `<path transform="translate(${x} ${y})" d="M0 0C-6-10-16-16-16-28a16 16 0 0 1 32 0C16-16 6-10 0 0Z" fill="${color}"/><circle cx="${x}" cy="${y - 28}" r="6" fill="${C.white}"/>`;
    s += label(x, y + 24, name, { size: 15, weight: 700 }).replace('<text ', '<text stroke="#ffffff" stroke-width="5" paint-order="stroke" stroke-linejoin="round" ');
  }
  return svgDoc(W, H, s, { title: 'Global presence: offices in Cupertino, Rotterdam and Gurugram' });
}

/* ------------------------------------------------------------------ blog charts (inline SVG) */

function chartFrame(W, H, title, subtitle, inner) {
  let s = `<rect width="${W}" height="${H}" fill="${C.white}"/>`;
  s += label(40, 48, title, { size: 22, weight: 700, anchor: 'start' });
  s += label(40, 74, subtitle, { size: 14, weight: 400, color: '#4b6477', anchor: 'start' });
  return svgDoc(W, H, s + inner, { title: `${title}. ${subtitle}` });
}
function hBarChart(rows, { x0 = 260, y0 = 110, barH = 34, gap = 18, max, unit, width = 560 }) {
  let s = '';
  rows.forEach(([name, lo, hi, color], i) => {
    const y = y0 + i * (barH + gap);
    s += label(x0 - 16, y + barH / 2 + 5, name, { size: 15, weight: 600, anchor: 'end' });
    s += `<rect x="${x0}" y="${y}" width="${width}" height="${barH}" fill="${C.paper}"/>`;
    s += `<rect x="${f(x0 + (lo / max) * width)}" y="${y}" width="${f(((hi - lo) / max) * width)}" height="${barH}" rx="6" fill="${color}"/>`;
    s += label(x0 + (hi / max) * width + 10, y + barH / 2 + 5, `${lo}–${hi} ${unit}`, { size: 14, weight: 400, color: '#4b6477', anchor: 'start' });
  });
  return s;
}
function phaCostChart() {
  const rows = [
    ['LDPE (virgin)', 1.3, 1.8, C.steel],
    ['PET (virgin)', 1.2, 1.6, C.steel],
    ['PLA', 2.2, 3.0, C.green],
    ['PBAT', 2.6, 3.4, C.green],
    ['PBS', 3.2, 4.2, C.green],
    ['PHA (PHBH, PHBV)', 4.5, 6.5, C.orange],
  ];
  return chartFrame(960, 470, 'Indicative resin price ranges, Europe, 2026', 'EUR per kg, contract basis; Molecula estimates for illustration', hBarChart(rows, { max: 7, unit: '€/kg', width: 540 }) + label(40, 450, 'Ranges reflect grade, volume and contract length. Not investment advice.', { size: 12, weight: 400, color: C.grey, anchor: 'start' }));
}
function crackerCostChart() {
  const rows = [
    ['US Gulf (ethane)', 250, 380, C.green],
    ['Middle East (ethane)', 180, 320, C.green],
    ['China (coal-to-olefins)', 520, 760, C.steel],
    ['NE Asia (naphtha)', 640, 880, C.orange],
    ['NW Europe (naphtha)', 700, 960, C.orange],
  ];
  return chartFrame(960, 420, 'Ethylene cash cost by region and feedstock', 'USD per tonne of ethylene, 2025-26 range; Molecula cost model, illustrative', hBarChart(rows, { max: 1100, unit: '$/t', width: 520, x0: 280 }) + label(40, 400, 'Co-product credits included at prevailing regional prices.', { size: 12, weight: 400, color: C.grey, anchor: 'start' }));
}
function sodiumIonChart() {
  const W = 960;
  const H = 460;
  const x0 = 90;
  const y0 = 150;
  const w = 780;
  const h = 240;
  const years = [2024, 2025, 2026, 2027, 2028, 2029, 2030];
  const lfp = [78, 62, 56, 52, 49, 47, 45];
  const nai = [95, 80, 66, 56, 49, 44, 40];
  const max = 100;
  const X = (i) => x0 + (i / (years.length - 1)) * w;
  const Y = (v) => y0 + h - (v / max) * h;
  let s = '';
  for (let v = 0; v <= 100; v += 25) s += `<path d="M${x0} ${f(Y(v))}H${x0 + w}" stroke="${C.mist}" stroke-width="1.5"/>` + label(x0 - 12, Y(v) + 5, String(v), { size: 13, weight: 400, color: C.grey, anchor: 'end' });
  years.forEach((yr, i) => {
    s += label(X(i), y0 + h + 28, String(yr), { size: 13, weight: 400, color: C.grey });
  });
  const line = (vals, color) => `<path d="${vals.map((v, i) => `${i ? 'L' : 'M'}${f(X(i))} ${f(Y(v))}`).join('')}" fill="none" stroke="${color}" stroke-width="4" stroke-linejoin="round"/>` + vals.map((v, i) => `<circle cx="${f(X(i))}" cy="${f(Y(v))}" r="5" fill="${color}"/>`).join('');
  s += line(lfp, C.blue) + line(nai, C.orange);
  s += `<rect x="${x0}" y="${y0 - 46}" width="16" height="16" rx="3" fill="${C.blue}"/>` + label(x0 + 24, y0 - 33, 'LFP cell', { size: 14, weight: 600, anchor: 'start' });
  s += `<rect x="${x0 + 130}" y="${y0 - 46}" width="16" height="16" rx="3" fill="${C.orange}"/>` + label(x0 + 154, y0 - 33, 'Sodium-ion cell (layered oxide)', { size: 14, weight: 600, anchor: 'start' });
  s += label(40, 445, 'Cell-level cost, USD per kWh, stationary-storage format. Scenario: lithium carbonate at USD 12-15/kg.', { size: 12, weight: 400, color: C.grey, anchor: 'start' });
  return chartFrame(W, H, 'Sodium-ion vs LFP cell cost outlook', 'USD/kWh, Molecula base case (illustrative)', s);
}
function fermentationChart() {
  const W = 960;
  const H = 440;
  const groups = [
    ['Whey proteins', 38, C.orange],
    ['Casein', 21, C.sky],
    ['Egg white proteins', 17, C.green],
    ['Lactoferrin & bioactives', 14, C.blue],
    ['Other functional proteins', 10, C.grey],
  ];
  let s = '';
  let acc = 0;
  const x0 = 60;
  const y0 = 130;
  const w = 840;
  groups.forEach(([name, v, color], i) => {
    const bw = (v / 100) * w;
    s += `<rect x="${f(x0 + acc)}" y="${y0}" width="${f(bw - 3)}" height="70" fill="${color}" rx="4"/>`;
    s += label(x0 + acc + bw / 2, y0 + 42, `${v}%`, { size: 18, weight: 700, color: C.white });
    s += `<rect x="${x0}" y="${f(250 + i * 32)}" width="16" height="16" rx="3" fill="${color}"/>` + label(x0 + 26, 263 + i * 32, name, { size: 15, weight: 600, anchor: 'start' });
    acc += bw;
  });
  return chartFrame(W, H, 'Announced precision-fermentation protein capacity by target protein', 'Share of announced fermentation volume, 2024-2026 announcements; Molecula tracker (illustrative)', s);
}

/* ------------------------------------------------------------------ event scenes */

function eventScene(key, kind, { accent = C.orange } = {}) {
  const W = 1200;
  const H = 675;
  const rng = rngFor(key);
  const bg = darkBg(W, H, rng, { glow: [accent, C.green] });
  let s = bg.body;
  if (kind === 'stage') {
    s += `<path d="M0 470H1200V675H0Z" fill="${C.deep}" opacity=".7"/>`;
    s += `<rect x="330" y="90" width="540" height="300" rx="10" fill="${C.paper}"/>`;
    s += barChart(rng, { x: 380, y: 130, w: 440, h: 220, n: 6, colors: [C.orange, C.green, C.blue], axis: C.blue, sw: 3 });
    s += `<path d="M220 0L330 470H120Z" fill="#fff" opacity=".05"/><path d="M980 0L1080 470H870Z" fill="#fff" opacity=".05"/>`;
    s += `<rect x="900" y="360" width="90" height="110" rx="6" fill="${C.blue}"/><rect x="900" y="360" width="90" height="16" fill="${accent}"/>`;
    s += person(945, 290, 1.3, C.white);
    for (let row = 0; row < 3; row++) {
      for (let i = 0; i < 14; i++) {
        const x = 40 + i * 86 + (row % 2) * 40 + between(rng, -8, 8);
        s += person(x, 500 + row * 55, 1.4 + row * 0.15, row === 2 ? C.deep : C.navy);
      }
    }
  } else if (kind === 'booths') {
    s += `<path d="M0 420L1200 420V675H0Z" fill="${C.navy}"/>`;
    let truss = '';
    for (let x = 0; x <= 1200; x += 60) truss += `M${x} 40L${x + 30} 70L${x + 60} 40`;
    s += `<path d="M0 40H1200M0 70H1200${truss}" stroke="#fff" stroke-opacity=".25" stroke-width="3" fill="none"/>`;
    const colors = [accent, C.green, C.sky, C.orange, C.white];
    for (let i = 0; i < 5; i++) {
      const x = 40 + i * 230;
      const hgt = between(rng, 180, 240);
      s += `<rect x="${x}" y="${f(420 - hgt)}" width="200" height="${f(hgt)}" fill="${C.blue}"/>`;
      s += `<rect x="${x}" y="${f(420 - hgt)}" width="200" height="36" fill="${colors[i]}"/>`;
      s += `<rect x="${x + 30}" y="${f(420 - hgt + 60)}" width="140" height="80" rx="6" fill="#fff" opacity=".12"/>`;
      s += `<path d="${hexPath(x + 100, 420 - hgt + 100, 22)}" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/>`;
      s += `<rect x="${x + 50}" y="370" width="100" height="50" fill="${C.deep}"/>`;
    }
    for (let i = 0; i < 16; i++) s += person(between(rng, 20, 1180), between(rng, 430, 560), between(rng, 1.5, 2.4), pick(rng, [C.deep, C.white, C.steel]));
  } else if (kind === 'webinar') {
    s += `<rect x="250" y="110" width="700" height="420" rx="22" fill="${C.ink}"/><rect x="275" y="135" width="650" height="370" rx="8" fill="${C.paper}"/>`;
    s += `<path d="M180 530H1020L990 570H210Z" fill="${C.mist}"/>`;
    const tiles = [
      [290, 150, C.blue],
      [605, 150, C.green],
      [290, 330, C.steel],
      [605, 330, accent],
    ];
    tiles.forEach(([x, y, c], i) => {
      s += `<rect x="${x}" y="${y}" width="305" height="165" rx="8" fill="${c}"/>`;
      if (i === 0) s += barChart(rng, { x: x + 30, y: y + 25, w: 245, h: 115, n: 5, colors: [C.orange, C.green, C.white], axis: C.white, sw: 2.5 });
      else s += person(x + 152, y + 38, 2.2, '#fff');
    });
    s += `<rect x="980" y="180" width="150" height="60" rx="16" fill="${C.white}"/><path d="M1000 240l-10 24 30-24z" fill="${C.white}"/>`;
    s += `<rect x="1000" y="200" width="100" height="8" rx="4" fill="${C.mist}"/><rect x="1000" y="216" width="70" height="8" rx="4" fill="${C.mist}"/>`;
    s += `<rect x="70" y="300" width="140" height="56" rx="16" fill="${C.green}"/><rect x="90" y="318" width="96" height="8" rx="4" fill="#fff" opacity=".7"/><rect x="90" y="332" width="60" height="8" rx="4" fill="#fff" opacity=".7"/>`;
  } else if (kind === 'panel') {
    s += honeycomb(rng, 0, 0, W, 420, 46, { stroke: C.white, opacity: 0.12, keep: 0.6 });
    s += `<path d="M0 430H1200V675H0Z" fill="${C.deep}"/>`;
    for (let i = 0; i < 4; i++) s += person(330 + i * 180, 300, 2.2, [C.white, C.mist, C.white, C.mist][i]);
    s += `<rect x="230" y="400" width="740" height="120" rx="6" fill="${C.blue}"/><rect x="230" y="400" width="740" height="14" fill="${accent}"/>`;
    for (let i = 0; i < 4; i++) s += `<rect x="${300 + i * 180}" y="380" width="60" height="20" rx="3" fill="${C.white}"/><rect x="${320 + i * 180}" y="352" width="6" height="30" fill="${C.grey}"/>`;
    s += markSvg(600, 200, 50, { ring: C.white, nodes: [C.orange, C.green, C.white] });
  } else if (kind === 'skyline') {
    s += `<circle cx="950" cy="190" r="70" fill="${accent}" opacity=".9"/>`;
    let x = 0;
    while (x < 1200) {
      const bw = between(rng, 50, 110);
      const bh = between(rng, 140, 360);
      s += buildingFrame(x, 520, bw, bh, Math.round(bh / 40), Math.max(2, Math.round(bw / 30)), { stroke: C.navy, fill: pick(rng, [C.blue, C.navy, C.steel]), sw: 2, glass: C.white, glassOpacity: 0.18 });
      x += bw + between(rng, 4, 16);
    }
    s += `<path d="M430 520V240L452 240V520Z" fill="${C.deep}"/><ellipse cx="441" cy="255" rx="26" ry="12" fill="${C.deep}"/><rect x="439" y="150" width="4" height="95" fill="${C.deep}"/>`;
    s += `<path d="M640 520C640 420 900 420 900 520Z" fill="${C.paper}"/><path d="M660 520C660 440 880 440 880 520" fill="none" stroke="${C.blue}" stroke-width="3"/>`;
    s += `<path d="M0 520H1200V675H0Z" fill="${C.deep}"/>` + waves(W, H, [{ y: 560, amp: 8, len: 120, color: C.sky, opacity: 0.35 }]);
  } else if (kind === 'workshop') {
    s += `<rect x="0" y="0" width="${W}" height="${H}" fill="${C.navy}" opacity=".4"/>`;
    const tables = [
      [260, 230],
      [600, 200],
      [940, 240],
      [420, 480],
      [780, 470],
    ];
    for (const [x, y] of tables) {
      s += `<circle cx="${x}" cy="${y}" r="90" fill="${C.paper}"/>`;
      for (let i = 0; i < 6; i++) {
        const a = (Math.PI * 2 * i) / 6 + 0.3;
        s += `<circle cx="${f(x + Math.cos(a) * 120)}" cy="${f(y + Math.sin(a) * 120)}" r="24" fill="${pick(rng, [C.orange, C.green, C.white, C.sky])}"/>`;
      }
      s += `<rect x="${x - 30}" y="${y - 20}" width="60" height="40" rx="4" fill="${C.white}" stroke="${C.mist}" stroke-width="2"/><rect x="${x + 20}" y="${y + 30}" width="26" height="18" rx="3" fill="${C.orange}"/>`;
    }
  }
  return svgDoc(W, H, s + bg.top, { defs: bg.defs });
}

/* ------------------------------------------------------------------ offices */

function officeScene(city) {
  const W = 800;
  const H = 600;
  const rng = rngFor(`office-${city}`);
  let s = '';
  const g = uid('g');
  let defs = `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd3e3"/><stop offset="1" stop-color="${C.paper}"/></linearGradient>`;
  s += `<rect width="${W}" height="${H}" fill="url(#${g})"/>`;
  if (city === 'rotterdam') {
    s += sun(640, 120, 46, C.orange, { rays: 0 });
    let x = 380;
    while (x < 800) {
      const bw = between(rng, 40, 80);
      const bh = between(rng, 150, 300);
      s += buildingFrame(x, 430, bw, bh, Math.round(bh / 30), 3, { stroke: C.steel, fill: pick(rng, [C.blue, C.steel, C.sky]), sw: 1.5, glass: C.white, glassOpacity: 0.25 });
      x += bw + 8;
    }
    // cable-stayed bridge with a bent pylon
    s += `<path d="M0 400H800" stroke="${C.blue}" stroke-width="10"/>`;
    s += `<path d="M210 400L240 110L256 112L236 400Z" fill="${C.white}" stroke="${C.blue}" stroke-width="3"/>`;
    let cables = '';
    for (let i = 0; i < 9; i++) cables += `M${244 - i * 1.2} ${140 + i * 14}L${20 + i * 22} 400M${244 - i * 1.2} ${140 + i * 14}L${360 + i * 24} 400`;
    s += `<path d="${cables}" stroke="${C.white}" stroke-width="2"/>`;
    s += `<rect x="0" y="430" width="800" height="170" fill="${C.sky}"/>` + waves(W, H, [{ y: 470, amp: 6, len: 90, color: C.blue, opacity: 0.35 }, { y: 520, amp: 8, len: 120, color: C.blue, opacity: 0.3, phase: 1 }]);
    for (let i = 0; i < 4; i++) {
      const cx = 60 + i * 60;
      s += `<rect x="${cx - 18}" y="412" width="36" height="36" transform="rotate(45 ${cx} 430)" fill="${i % 2 ? C.orange : '#f7c27d'}"/>`;
    }
  } else if (city === 'gurugram') {
    s += sun(150, 130, 50, C.orange, { rays: 12, sw: 4 });
    const towers = [
      [260, 90, 340],
      [370, 120, 410],
      [510, 80, 300],
      [610, 110, 370],
      [100, 110, 210],
    ];
    for (const [x, w, h] of towers) {
      s += buildingFrame(x, 470, w, h, Math.round(h / 26), Math.round(w / 22), { stroke: '#6f93ad', fill: pick(rng, [C.sky, C.blue, C.steel]), sw: 1.5, glass: C.white, glassOpacity: 0.3 });
      s += `<path d="M${x} ${470 - h}L${x + w} ${470 - h - 24}V${470 - h}Z" fill="${C.blue}"/>`;
    }
    s += `<rect x="0" y="470" width="800" height="130" fill="#c9d4dc"/><rect x="0" y="520" width="800" height="50" fill="${C.ink}"/>`;
    for (let x = 20; x < 800; x += 90) s += `<rect x="${x}" y="542" width="50" height="6" fill="${C.white}"/>`;
    for (let i = 0; i < 6; i++) s += `<circle cx="${40 + i * 150}" cy="480" r="26" fill="${C.green}"/><rect x="${37 + i * 150}" y="480" width="6" height="30" fill="#6b4a2c"/>`;
  } else {
    s += `<path d="M0 330Q160 220 320 300T640 260T800 290V600H0Z" fill="#a9c6a3"/><path d="M0 370Q200 300 420 350T800 330V600H0Z" fill="#8dbb84"/>`;
    s += sun(680, 110, 44, C.orange, { rays: 0 });
    s += `<rect x="110" y="330" width="580" height="150" rx="12" fill="${C.white}"/>`;
    for (let i = 0; i < 12; i++) s += `<rect x="${130 + i * 46}" y="350" width="36" height="110" rx="4" fill="${C.sky}" opacity=".55"/>`;
    s += `<rect x="100" y="316" width="600" height="18" rx="6" fill="${C.blue}"/><rect x="360" y="410" width="80" height="70" fill="${C.blue}"/>`;
    s += `<rect x="0" y="480" width="800" height="120" fill="#dfe6d8"/><path d="M300 600L370 480H430L500 600Z" fill="#c8ccc0"/>`;
    for (let i = 0; i < 7; i++) {
      const x = 40 + i * 120 + (i > 2 ? 60 : 0);
      s += `<rect x="${x - 3}" y="440" width="7" height="60" fill="#6b4a2c"/><circle cx="${x}" cy="430" r="${between(rng, 26, 36)}" fill="${pick(rng, [C.green, '#4a9443', '#7cc474'])}"/>`;
    }
  }
  return svgDoc(W, H, s, { defs });
}

/* ------------------------------------------------------------------ Open Graph image */

function ogImage() {
  const W = 1200;
  const H = 630;
  const rng = rngFor('og');
  const bg = darkBg(W, H, rng);
  let s = bg.body;
  s += honeycomb(rng, 640, 0, 560, 630, 50, { stroke: C.white, opacity: 0.12, keep: 0.5 });
  s += network(rng, { x: 910, y: 170, w: 250, h: 420, n: 8, nodes: [C.orange, C.green, C.white], bond: C.white, rMin: 8, rMax: 16, sw: 3 });
  s += markSvg(140, 170, 64, { ring: C.white, nodes: [C.orange, C.green, C.white] });
  s += strokeText('MOLECULA', 262, 128, 76, { color: C.white, weight: 13, tracking: 30 });
  s += `<text x="80" y="330" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">Molecula Research &amp; Consulting</text>`;
  s += `<text x="80" y="392" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="30" fill="#dbe6ee">Your Offbeat Research &amp; Management</text>`;
  s += `<text x="80" y="432" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="30" fill="#dbe6ee">Consulting Partner for the chemical industry</text>`;
  s += `<rect x="80" y="480" width="120" height="8" rx="4" fill="${C.orange}"/><rect x="210" y="480" width="60" height="8" rx="4" fill="${C.green}"/>`;
  return svgDoc(W, H, s, { defs: bg.defs });
}

/* ------------------------------------------------------------------ inventory */

const HERO = [
  ['hero/offbeat-partner.jpg', 'hero-offbeat', { motifs: [{ name: 'molecules', x: 0.48, y: 0.08, w: 0.48, h: 0.84 }], overlay: true }],
  ['hero/sustainability-leap.jpg', 'hero-leap', { motifs: [{ name: 'leaves', x: 0.42, y: 0.05, w: 0.56, h: 0.9 }, { name: 'energy', x: 0.45, y: 0.12, w: 0.52, h: 0.8 }], overlay: true }],
];
const BANNERS = [
  ['banners/focus-parent.jpg', 'b-focus', ['molecules']],
  ['banners/food-nutrition-beverages.jpg', 'b-food', ['food']],
  ['banners/specialty-polymers.jpg', 'b-poly', ['polymers']],
  ['banners/petrochemicals-downstream.jpg', 'b-petro', ['refinery'], 'sunset'],
  ['banners/clean-energy-storage.jpg', 'b-energy', ['energy']],
  ['banners/mobility.jpg', 'b-mobility', ['mobility']],
  ['banners/personal-care-cosmetics.jpg', 'b-personal', ['personal']],
  ['pages/about-hero.jpg', 'p-about', ['molecules']],
  ['pages/careers-hero.jpg', 'p-careers', ['customers']],
  ['pages/capabilities-banner.jpg', 'p-capabilities', ['radar']],
  ['pages/news-hero.jpg', 'p-news', ['prices']],
  ['pages/events-hero.jpg', 'p-events', ['merger']],
  ['pages/insights-hero.jpg', 'p-insights', ['chart']],
];
export const BLOG_IMAGES = [
  ['pha-flexible-packaging', 'light', ['pellets']],
  ['high-temperature-polyamides', 'dark', [{ name: 'polymers', x: 0.05, y: 0.1, w: 0.55, h: 0.8 }, { name: 'mobility', x: 0.5, y: 0.35, w: 0.46, h: 0.6 }]],
  ['pfas-fluoropolymer-alternatives', 'dark', ['polymers']],
  ['recycled-pet-food-contact', 'light', ['recycling']],
  ['water-based-battery-binders', 'dark', [{ name: 'battery', x: 0.05, y: 0.05, w: 0.5, h: 0.9 }, { name: 'polymers', x: 0.52, y: 0.2, w: 0.44, h: 0.6 }]],
  ['sodium-ion-stationary-storage', 'dark', ['energy']],
  ['green-ammonia-hydrogen-carrier', 'light', ['hydrogen']],
  ['precision-fermentation-dairy-proteins', 'light', ['fermentation']],
  ['sugar-reduction-sweeteners', 'light', ['sweeteners']],
  ['methane-reducing-feed-additives', 'light', ['feed']],
  ['european-cracker-rationalisation', 'sunset', ['refinery']],
  ['bio-based-surfactants', 'light', ['surfactants']],
  ['skin-microbiome-cosmetics', 'light', ['microbes']],
  ['uv-filter-regulation', 'light', ['uv']],
  ['ev-lightweight-composites', 'dark', [{ name: 'composites', x: 0.04, y: 0.05, w: 0.55, h: 0.6 }, { name: 'mobility', x: 0.35, y: 0.45, w: 0.6, h: 0.5 }]],
  ['battery-pack-adhesives', 'dark', ['battery']],
  ['sustainable-tyre-materials', 'dark', ['tyres']],
  ['low-voc-architectural-coatings', 'light', ['coatings']],
  ['low-carbon-concrete-admixtures', 'light', ['construction']],
];
const EVENT_IMAGES = [
  ['stage-polymers', 'stage', C.orange],
  ['stage-energy', 'stage', C.green],
  ['booths-hall', 'booths', C.orange],
  ['booths-expo', 'booths', C.green],
  ['webinar-orange', 'webinar', C.orange],
  ['webinar-green', 'webinar', C.green],
  ['panel-discussion', 'panel', C.orange],
  ['panel-roundtable', 'panel', C.green],
  ['skyline-riverside', 'skyline', C.orange],
  ['skyline-gulf', 'skyline', '#ffc27a'],
  ['workshop-tables', 'workshop', C.orange],
  ['workshop-breakout', 'workshop', C.green],
];
const INDUSTRY_CARDS = [
  ['industries/food-nutrition-and-beverages.svg', 'Food, Nutrition & Beverages', ['food']],
  ['industries/specialty-polymers.svg', 'Specialty Polymers', ['pellets']],
  ['industries/petro-chemicals-and-downstream.svg', 'Petro-chemicals & Downstream', ['refinery']],
  ['industries/clean-energy-and-storage.svg', 'Clean Energy & Storage', ['energy']],
  ['industries/mobility.svg', 'Mobility', ['mobility']],
  ['industries/personal-care-and-cosmetics.svg', 'Personal Care & Cosmetics', ['personal']],
];
const FOCUS_CARDS = [
  ['focus-verticals/paints-and-coatings.svg', 'Paints and Coatings', ['coatings']],
  ['focus-verticals/building-and-construction.svg', 'Building and Construction', ['construction']],
  ['focus-verticals/additives-and-sealants.svg', 'Additives and Sealants', ['molecules']],
  ['focus-verticals/microbials.svg', 'Microbials', ['microbes']],
  ['focus-verticals/animal-feed-and-nutrition.svg', 'Animal Feed and Nutrition', ['feed']],
  ['focus-verticals/oil-field-chemicals.svg', 'Oil Field Chemicals', ['oilfield']],
  ['focus-verticals/surfactants.svg', 'Surfactants', ['surfactants']],
  ['focus-verticals/composites.svg', 'Composites', ['composites']],
];
MOTIFS.oilfield = (rng, b, dark) => {
  const p = pal(dark);
  const base = b.y + b.h * 0.9;
  let s = pumpJack(b.x + b.w * 0.4, base, b.h / 260, p.main);
  s += `<path d="M${f(b.x + b.w * 0.4 - (b.h / 260) * 148)} ${f(base)}V${f(b.y + b.h)}" stroke="${C.orange}" stroke-width="${f(b.h * 0.015)}"/>`;
  s += flask(b.x + b.w * 0.82, b.y + b.h * 0.35, b.h / 260, { glass: p.main, liquid: C.green, sw: 5 });
  s += network(rng, { x: b.x + b.w * 0.65, y: b.y + b.h * 0.02, w: b.w * 0.33, h: b.h * 0.3, n: 5, nodes: [C.orange, C.green], bond: p.line, rMin: b.h * 0.015, rMax: b.h * 0.025, sw: b.h * 0.006 });
  return s;
};
MOTIFS.sealant = (rng, b, dark) => {
  const p = pal(dark);
  const x = b.x + b.w * 0.08;
  const y = b.y + b.h * 0.3;
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(b.w * 0.45)}" height="${f(b.h * 0.2)}" rx="${f(b.h * 0.03)}" fill="${p.main}"/>`;
  s += `<rect x="${f(x + b.w * 0.1)}" y="${f(y + b.h * 0.04)}" width="${f(b.w * 0.2)}" height="${f(b.h * 0.12)}" rx="6" fill="${C.orange}"/>`;
  s += `<path d="M${f(x + b.w * 0.45)} ${f(y + b.h * 0.04)}L${f(x + b.w * 0.62)} ${f(y + b.h * 0.09)}L${f(x + b.w * 0.62)} ${f(y + b.h * 0.11)}L${f(x + b.w * 0.45)} ${f(y + b.h * 0.16)}Z" fill="${C.grey}"/>`;
  s += `<path d="M${f(x + b.w * 0.63)} ${f(y + b.h * 0.1)}C${f(x + b.w * 0.7)} ${f(y + b.h * 0.3)} ${f(x + b.w * 0.5)} ${f(y + b.h * 0.5)} ${f(b.x + b.w * 0.1)} ${f(b.y + b.h * 0.82)}" fill="none" stroke="${C.green}" stroke-width="${f(b.h * 0.05)}" stroke-linecap="round"/>`;
  s += network(rng, { x: b.x + b.w * 0.62, y: b.y + b.h * 0.45, w: b.w * 0.35, h: b.h * 0.45, n: 7, nodes: [C.orange, C.green, p.main], bond: p.line, rMin: b.h * 0.018, rMax: b.h * 0.03, sw: b.h * 0.006 });
  return s;
};
FOCUS_CARDS[2][2] = ['sealant'];
const CAPABILITIES = [
  ['business-opportunities-assessment', 'Business Opportunities Assessment', ['chart']],
  ['customer-insights', 'Customer Insights', ['customers']],
  ['strategic-competitive-intelligence', 'Strategic Competitive Intelligence', ['radar']],
  ['mergers-acquisitions-alliances', 'Mergers, Acquisitions & Alliances', ['merger']],
  ['price-tracking-profitability-analysis', 'Price Tracking & Profitability Analysis', ['prices']],
  ['procurement-intelligence', 'Procurement Intelligence', ['supply']],
];
MOTIFS.customers = (rng, b, dark) => {
  const p = pal(dark);
  let s = network(rng, { x: b.x + b.w * 0.1, y: b.y + b.h * 0.1, w: b.w * 0.8, h: b.h * 0.8, n: 9, nodes: [p.soft], bond: p.line, rMin: 2, rMax: 3, sw: b.h * 0.006, bondOpacity: 0.3 });
  const spots = [
    [0.2, 0.3, C.orange],
    [0.5, 0.22, C.green],
    [0.8, 0.35, C.blue],
    [0.33, 0.65, C.sky],
    [0.67, 0.68, C.orange],
  ];
  for (const [u, v, c] of spots) {
    const x = b.x + b.w * u;
    const y = b.y + b.h * v;
    s += `<circle cx="${f(x)}" cy="${f(y + b.h * 0.06)}" r="${f(b.h * 0.11)}" fill="${dark ? C.navy : C.white}" stroke="${c}" stroke-width="${f(b.h * 0.012)}"/>`;
    s += person(x, y, b.h / 420, c);
  }
  s += `<rect x="${f(b.x + b.w * 0.56)}" y="${f(b.y + b.h * 0.02)}" width="${f(b.w * 0.18)}" height="${f(b.h * 0.1)}" rx="${f(b.h * 0.04)}" fill="${C.green}"/>`;
  s += `<rect x="${f(b.x + b.w * 0.2)}" y="${f(b.y + b.h * 0.86)}" width="${f(b.w * 0.2)}" height="${f(b.h * 0.1)}" rx="${f(b.h * 0.04)}" fill="${C.orange}"/>`;
  return s;
};
MOTIFS.radar = (rng, b, dark) => {
  const p = pal(dark);
  const cx = b.x + b.w * 0.5;
  const cy = b.y + b.h * 0.5;
  const r = b.h * 0.45;
  let s = '';
  for (const k of [1, 0.66, 0.33]) s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * k)}" fill="none" stroke="${p.line}" stroke-width="${f(b.h * 0.008)}" opacity=".5"/>`;
  s += `<path d="M${f(cx - r)} ${f(cy)}H${f(cx + r)}M${f(cx)} ${f(cy - r)}V${f(cy + r)}" stroke="${p.line}" stroke-width="${f(b.h * 0.006)}" opacity=".4"/>`;
  s += `<path d="M${f(cx)} ${f(cy)}L${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 0 0 ${f(cx + r * Math.cos(-0.9))} ${f(cy + r * Math.sin(-0.9))}Z" fill="${C.green}" opacity=".45"/>`;
  const pts = [...Array(6)].map((_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    const k = between(rng, 0.45, 0.95);
    return [cx + Math.cos(a) * r * k, cy + Math.sin(a) * r * k];
  });
  s += `<path d="${pts.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('')}Z" fill="${C.orange}" opacity=".35" stroke="${C.orange}" stroke-width="${f(b.h * 0.01)}"/>`;
  for (let i = 0; i < 6; i++) s += `<circle cx="${f(cx + between(rng, -r, r) * 0.7)}" cy="${f(cy + between(rng, -r, r) * 0.7)}" r="${f(b.h * 0.02)}" fill="${pick(rng, [C.orange, C.green, p.main])}"/>`;
  return s;
};
MOTIFS.merger = (rng, b, dark) => {
  const p = pal(dark);
  const cy = b.y + b.h * 0.5;
  const r = b.h * 0.3;
  let s = `<path d="${hexPath(b.x + b.w * 0.36, cy, r)}" fill="${C.orange}" opacity=".9"/>`;
  s += `<path d="${hexPath(b.x + b.w * 0.36 + r * 1.55, cy, r)}" fill="${C.green}" opacity=".85"/>`;
  s += `<path d="${hexPath(b.x + b.w * 0.36 + r * 0.78, cy, r * 0.5)}" fill="${p.main}"/>`;
  s += arrow(b.x + b.w * 0.04, cy, b.x + b.w * 0.36 - r - 8, cy, p.main, b.h * 0.015);
  s += arrow(b.x + b.w * 0.96, cy, b.x + b.w * 0.36 + r * 2.55 + 8, cy, p.main, b.h * 0.015);
  return s;
};
MOTIFS.prices = (rng, b, dark) => {
  const p = pal(dark);
  let s = `<path d="M${f(b.x)} ${f(b.y + b.h)}H${f(b.x + b.w)}" stroke="${p.line}" stroke-width="${f(b.h * 0.008)}" opacity=".6"/>`;
  let y = b.y + b.h * 0.55;
  for (let i = 0; i < 12; i++) {
    const x = b.x + b.w * (0.04 + i * 0.075);
    const o = y;
    const c = o + between(rng, -0.14, 0.1) * b.h;
    const hi = Math.min(o, c) - between(rng, 0.02, 0.08) * b.h;
    const lo = Math.max(o, c) + between(rng, 0.02, 0.08) * b.h;
    const up = c < o;
    s += `<path d="M${f(x + b.w * 0.02)} ${f(hi)}V${f(lo)}" stroke="${up ? C.green : C.orange}" stroke-width="${f(b.h * 0.008)}"/>`;
    s += `<rect x="${f(x)}" y="${f(Math.min(o, c))}" width="${f(b.w * 0.04)}" height="${f(Math.max(4, Math.abs(c - o)))}" fill="${up ? C.green : C.orange}"/>`;
    y = Math.max(b.y + b.h * 0.15, Math.min(b.y + b.h * 0.85, c));
  }
  const tx = b.x + b.w * 0.78;
  const ty = b.y + b.h * 0.05;
  s += `<path d="M${f(tx)} ${f(ty)}H${f(tx + b.w * 0.16)}V${f(ty + b.h * 0.14)}H${f(tx)}L${f(tx - b.w * 0.04)} ${f(ty + b.h * 0.07)}Z" fill="${p.main}"/><circle cx="${f(tx + b.w * 0.005)}" cy="${f(ty + b.h * 0.07)}" r="${f(b.h * 0.018)}" fill="${C.orange}"/>`;
  return s;
};
MOTIFS.supply = (rng, b, dark) => {
  const p = pal(dark);
  const y = b.y + b.h * 0.55;
  let s = `<path d="M${f(b.x + b.w * 0.12)} ${f(y)}C${f(b.x + b.w * 0.3)} ${f(y - b.h * 0.35)} ${f(b.x + b.w * 0.6)} ${f(y + b.h * 0.3)} ${f(b.x + b.w * 0.88)} ${f(y - b.h * 0.05)}" fill="none" stroke="${p.line}" stroke-width="${f(b.h * 0.012)}" stroke-dasharray="${f(b.h * 0.03)} ${f(b.h * 0.025)}" opacity=".7"/>`;
  // factory
  const fx = b.x + b.w * 0.04;
  const fb = y + b.h * 0.12;
  s += `<path d="M${f(fx)} ${f(fb)}V${f(fb - b.h * 0.16)}L${f(fx + b.w * 0.06)} ${f(fb - b.h * 0.24)}V${f(fb - b.h * 0.16)}L${f(fx + b.w * 0.12)} ${f(fb - b.h * 0.24)}V${f(fb - b.h * 0.16)}H${f(fx + b.w * 0.16)}V${f(fb - b.h * 0.4)}H${f(fx + b.w * 0.19)}V${f(fb)}Z" fill="${p.main}"/>`;
  // drums
  for (let i = 0; i < 3; i++) {
    const dx = b.x + b.w * (0.42 + i * 0.06);
    s += `<rect x="${f(dx)}" y="${f(y - b.h * 0.05)}" width="${f(b.w * 0.05)}" height="${f(b.h * 0.16)}" rx="${f(b.h * 0.01)}" fill="${[C.orange, C.green, C.sky][i]}"/><path d="M${f(dx)} ${f(y + b.h * 0.01)}h${f(b.w * 0.05)}M${f(dx)} ${f(y + b.h * 0.06)}h${f(b.w * 0.05)}" stroke="${C.white}" stroke-opacity=".6" stroke-width="${f(b.h * 0.008)}"/>`;
  }
  // warehouse
  const wx = b.x + b.w * 0.8;
  s += `<path d="M${f(wx)} ${f(y + b.h * 0.1)}V${f(y - b.h * 0.1)}L${f(wx + b.w * 0.08)} ${f(y - b.h * 0.2)}L${f(wx + b.w * 0.16)} ${f(y - b.h * 0.1)}V${f(y + b.h * 0.1)}Z" fill="${C.green}"/><rect x="${f(wx + b.w * 0.05)}" y="${f(y - b.h * 0.02)}" width="${f(b.w * 0.06)}" height="${f(b.h * 0.12)}" fill="${dark ? C.navy : C.white}"/>`;
  s += `<circle cx="${f(b.x + b.w * 0.3)}" cy="${f(y - b.h * 0.17)}" r="${f(b.h * 0.025)}" fill="${C.orange}"/><circle cx="${f(b.x + b.w * 0.68)}" cy="${f(y + b.h * 0.02)}" r="${f(b.h * 0.025)}" fill="${C.orange}"/>`;
  return s;
};
const GREEN_ENERGY = [
  ['green-energy/solar.svg', 'Solar', (rng, b) => sun(b.x + b.w * 0.78, b.y + b.h * 0.22, b.h * 0.1, C.orange, { sw: 4 }) + solarPanel(b.x + b.w * 0.08, b.y + b.h * 0.45, b.w * 0.4, b.h * 0.25, { fill: C.blue }) + solarPanel(b.x + b.w * 0.52, b.y + b.h * 0.55, b.w * 0.36, b.h * 0.22, { fill: C.sky })],
  ['green-energy/wind.svg', 'Wind', (rng, b) => windTurbine(b.x + b.w * 0.25, b.y + b.h, b.h * 0.85, C.blue, 10) + windTurbine(b.x + b.w * 0.55, b.y + b.h, b.h * 0.65, C.steel, 50) + windTurbine(b.x + b.w * 0.8, b.y + b.h, b.h * 0.5, C.green, 80)],
  [
    'green-energy/hydro.svg',
    'Hydro',
    (rng, b) =>
      `<path d="M${f(b.x + b.w * 0.15)} ${f(b.y + b.h)}L${f(b.x + b.w * 0.3)} ${f(b.y + b.h * 0.2)}H${f(b.x + b.w * 0.45)}L${f(b.x + b.w * 0.55)} ${f(b.y + b.h)}Z" fill="${C.grey}"/>` +
      `<rect x="${f(b.x)}" y="${f(b.y + b.h * 0.3)}" width="${f(b.w * 0.3)}" height="${f(b.h * 0.7)}" fill="${C.sky}" opacity=".8"/>` +
      `<path d="M${f(b.x + b.w * 0.5)} ${f(b.y + b.h * 0.75)}C${f(b.x + b.w * 0.65)} ${f(b.y + b.h * 0.75)} ${f(b.x + b.w * 0.7)} ${f(b.y + b.h * 0.95)} ${f(b.x + b.w)} ${f(b.y + b.h * 0.95)}" fill="none" stroke="${C.sky}" stroke-width="${f(b.h * 0.08)}"/>` +
      gear(b.x + b.w * 0.75, b.y + b.h * 0.35, b.h * 0.14, 10, C.green, { hole: C.paper }) +
      `<path d="M${f(b.x + b.w * 0.88)} ${f(b.y + b.h * 0.3)}l-16 26h14l-10 22" fill="none" stroke="${C.orange}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  ],
  ['green-energy/hydrogen.svg', 'Hydrogen', (rng, b) => MOTIFS.hydrogen(rng, b, false)],
  [
    'green-energy/geothermal.svg',
    'Geo Thermal',
    (rng, b) => {
      let s = '';
      const layers = ['#c9b79c', '#b49c7c', '#9c7f5e', '#e07f2b'];
      layers.forEach((c, i) => {
        s += `<path d="M${f(b.x)} ${f(b.y + b.h * (0.55 + i * 0.12))}Q${f(b.x + b.w * 0.5)} ${f(b.y + b.h * (0.5 + i * 0.12))} ${f(b.x + b.w)} ${f(b.y + b.h * (0.57 + i * 0.12))}V${f(b.y + b.h)}H${f(b.x)}Z" fill="${c}"/>`;
      });
      s += `<path d="M${f(b.x + b.w * 0.3)} ${f(b.y + b.h)}V${f(b.y + b.h * 0.5)}M${f(b.x + b.w * 0.36)} ${f(b.y + b.h)}V${f(b.y + b.h * 0.5)}" stroke="${C.blue}" stroke-width="6"/>`;
      s += `<path d="M${f(b.x + b.w * 0.55)} ${f(b.y + b.h * 0.52)}L${f(b.x + b.w * 0.59)} ${f(b.y + b.h * 0.2)}H${f(b.x + b.w * 0.71)}L${f(b.x + b.w * 0.75)} ${f(b.y + b.h * 0.52)}Z" fill="${C.mist}" stroke="${C.blue}" stroke-width="3"/>`;
      for (let i = 0; i < 4; i++) s += `<circle cx="${f(b.x + b.w * (0.62 + i * 0.04))}" cy="${f(b.y + b.h * (0.14 - i * 0.03))}" r="${f(b.h * (0.05 + i * 0.01))}" fill="${C.white}" stroke="${C.mist}" stroke-width="2"/>`;
      s += `<rect x="${f(b.x + b.w * 0.2)}" y="${f(b.y + b.h * 0.36)}" width="${f(b.w * 0.26)}" height="${f(b.h * 0.16)}" fill="${C.green}"/>`;
      return s;
    },
  ],
];
const COMPENDIUM_LOGOS = [
  ['compendiums/food-nutrition-and-beverages.svg', 'Food, Nutrition & Beverages compendium', 'food'],
  ['compendiums/specialty-polymers.svg', 'Specialty Polymers compendium', 'polymers'],
  ['compendiums/petrochemicals-and-downstream.svg', 'Petrochemicals & Downstream compendium', 'refinery'],
  ['compendiums/clean-energy-and-storage.svg', 'Clean Energy & Storage compendium', 'battery'],
  ['compendiums/mobility.svg', 'Mobility compendium', 'mobility'],
  ['compendiums/personal-care-and-cosmetics.svg', 'Personal Care & Cosmetics compendium', 'personal'],
];
function compendiumLogo(title, glyph) {
  const rng = rngFor(title);
  let inner = '';
  const b = { x: 40, y: 40, w: 160, h: 160 };
  if (glyph === 'food') inner = wheat(95, 190, 140, C.orange, 0.05) + leaf(120, 150, 70, -50, C.green) + droplet(165, 90, 16, C.sky);
  else if (glyph === 'polymers') inner = polymerChain(rng, { x0: 50, y0: 120, count: 7, step: 24, amp: 10, stroke: C.blue, sw: 5, node: C.blue, nodeR: 6, side: [C.orange, C.green], sideEvery: 2 });
  else if (glyph === 'refinery') inner = refinery(rng, { x: 52, base: 186, w: 120, s: 0.4, fill: C.blue, accent: C.orange, ground: 0 }) + `<rect x="40" y="186" width="160" height="6" rx="3" fill="${C.blue}"/>`;
  else if (glyph === 'battery') inner = battery(88, 62, 64, 120, { body: C.blue, level: 0.6, charge: C.green, bolt: C.orange, sw: 7 });
  else if (glyph === 'mobility') inner = car(44, 108, 0.52, { body: C.blue, window: C.mist, wheel: C.ink, hub: C.orange });
  else inner = bottle(70, 60, 50, 130, { body: C.blue, cap: C.orange, label: C.green }) + droplet(160, 150, 22, C.green);
  void b;
  const body = `<rect x="4" y="4" width="232" height="232" rx="40" fill="${C.white}" stroke="${C.mist}" stroke-width="4"/><path d="${hexPath(120, 120, 104)}" fill="${C.pale}"/>${inner}<rect x="60" y="212" width="80" height="8" rx="4" fill="${C.orange}"/><rect x="146" y="212" width="34" height="8" rx="4" fill="${C.green}"/>`;
  return svgDoc(240, 240, body, { title });
}
function eventLogo() {
  const body =
    `<rect width="240" height="240" rx="48" fill="${C.blue}"/>` +
    markSvg(120, 100, 52, { ring: C.white, nodes: [C.orange, C.green, C.white] }) +
    strokeText('EVENTS', 120 - (letterWidth('EVENTS', 30) * 0.24) / 2, 178, 24, { color: C.white, weight: 14, tracking: 30 });
  return svgDoc(240, 240, body, { title: 'Molecula events' });
}

/* ------------------------------------------------------------------ main */

async function main() {
  fs.mkdirSync(OUT, { recursive: true });

  writeSvg('logo.svg', logoSvg());
  writeSvg('logo-white.svg', logoSvg({ white: true }));
  writeSvg('logo-mark.svg', svgDoc(128, 128, markSvg(56, 72, 42), { title: 'Molecula' }));
  writeSvg('events/event-logo.svg', eventLogo());
  await writeRaster('og-default.png', ogImage(), { png: true });

  for (const [rel, key, opts] of HERO) await writeRaster(rel, scene(1920, 800, key, { theme: 'dark', ...opts }));
  for (const [rel, key, motifs, theme = 'dark'] of BANNERS) {
    const region = { x: 1920 * 0.46, y: 640 * 0.1, w: 1920 * 0.5, h: 640 * 0.84 };
    await writeRaster(rel, scene(1920, 640, key, { theme, motifs, overlay: true, region }));
  }
  for (const [name, theme, motifs] of BLOG_IMAGES) await writeRaster(`blogs/${name}.jpg`, scene(1200, 675, `blog-${name}`, { theme, motifs }));
  for (const [name, kind, accent] of EVENT_IMAGES) await writeRaster(`events/${name}.jpg`, eventScene(`event-${name}`, kind, { accent }));
  for (const city of ['rotterdam', 'gurugram', 'cupertino']) await writeRaster(`offices/${city}.jpg`, officeScene(city));

  for (const [rel, title, motifs, theme = 'light'] of INDUSTRY_CARDS) writeSvg(rel, motifCard(640, 420, rel, motifs, { theme, title }));
  for (const [rel, title, motifs] of FOCUS_CARDS) writeSvg(rel, motifCard(480, 360, rel, motifs, { theme: 'light', title }));
  for (const [slug, title, motifs] of CAPABILITIES) {
    writeSvg(`capabilities/${slug}.svg`, motifCard(600, 400, `cap-${slug}`, motifs, { theme: 'light', title }));
    writeSvg(`capabilities/${slug}-detail.svg`, motifCard(800, 600, `cap2-${slug}`, motifs, { theme: 'dark', title }));
  }
  for (const [rel, title, draw] of GREEN_ENERGY) writeSvg(rel, card(480, 320, rel, (rng) => draw(rng, { x: 30, y: 30, w: 420, h: 260 }), { theme: 'light', title }));
  for (const [rel, [title, inner]] of Object.entries(ICONS)) writeSvg(`${rel}.svg`, icon(title, inner));
  for (const [rel, title, glyph] of COMPENDIUM_LOGOS) writeSvg(rel, compendiumLogo(title, glyph));

  writeSvg('diagrams/petrochemicals-value-chain.svg', petroValueChain());
  writeSvg('diagrams/energy-storage.svg', energyStorageDiagram());
  writeSvg('diagrams/e-mobility.svg', eMobilityDiagram());
  writeSvg('about/global-presence.svg', globeDiagram());
  writeSvg('about/our-vision.svg', motifCard(800, 600, 'about-vision', ['molecules'], { theme: 'dark', title: 'Our vision' }));
  writeSvg('about/how-we-work.svg', motifCard(800, 600, 'about-how', ['chart'], { theme: 'light', title: 'How the firm works' }));

  writeSvg('blogs/charts/pha-price-ranges.svg', phaCostChart());
  writeSvg('blogs/charts/ethylene-cash-cost.svg', crackerCostChart());
  writeSvg('blogs/charts/sodium-ion-cost-outlook.svg', sodiumIonChart());
  writeSvg('blogs/charts/precision-fermentation-capacity.svg', fermentationChart());

  let total = 0;
  for (const rel of written) total += fs.statSync(path.join(OUT, rel)).size;
  console.log(`wrote ${written.length} files, ${(total / 1024).toFixed(0)} KB`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
