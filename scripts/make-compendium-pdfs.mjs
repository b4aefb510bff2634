#!/usr/bin/env node
/**
 * Writes the two-page compendium PDFs listed in content/seed/compendiums.json into
 * public/compendiums/. Hand-written PDF 1.4 syntax (standard Helvetica fonts, no embedding,
 * Flate-compressed page streams) so no dependency is needed.
 *
 *   node scripts/make-compendium-pdfs.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEED = path.join(ROOT, 'content', 'seed', 'compendiums.json');

/* Body text per compendium id; headings, dates and summaries come from the seed file. */
const BODY = {
  'c-2026-alternative-proteins': {
    findings: [
      'Plant-protein isolate capacity outside China passed 1.1 million tonnes a year, but utilisation fell below 60% as meat-analogue volumes flattened.',
      'Precision-fermented whey and egg proteins are moving from launch products into blended, cost-neutral formulations.',
      'Mycoprotein and biomass fermentation offer the shortest path to price parity in processed meat formats.',
      'Regulatory timelines, not technology, now set the pace for cultivated meat in the EU.',
    ],
    contents: ['Market overview and demand drivers', 'Plant proteins: pea, faba, mung bean and potato', 'Biomass and precision fermentation', 'Cultivated meat and hybrid products', 'Regulatory pathways by region', 'Supplier landscape and deal flow'],
    snapshot: { title: 'Indicative ingredient market size, 2026', unit: 'USD billion', rows: [['Plant protein isolates', 6.4], ['Textured proteins', 2.1], ['Biomass fermentation', 0.9], ['Precision fermentation', 0.6], ['Cultivated meat', 0.05]] },
  },
  'c-2025-sugar-reduction': {
    findings: [
      'Stevia glycosides with improved taste profiles (Reb M, Reb D) now take most new beverage reformulations in Europe.',
      'Allulose approvals are widening, but supply remains concentrated and priced at a premium to sucrose.',
      'Erythritol demand is under pressure from health-related media coverage; blends with fibres are gaining share.',
      'Taste modulators and flavour systems decide whether a sugar reduction above 30% is accepted by consumers.',
    ],
    contents: ['Policy drivers: taxes, labelling and targets', 'High-intensity sweeteners', 'Rare sugars and polyols', 'Bulking agents and soluble fibres', 'Application notes: beverages, dairy, bakery', 'Price benchmarks and supply risks'],
    snapshot: { title: 'Indicative global market size, 2025', unit: 'USD billion', rows: [['Stevia glycosides', 1.1], ['Sucralose', 0.7], ['Polyols (excl. sorbitol)', 2.4], ['Allulose', 0.3], ['Monk fruit extract', 0.2]] },
  },
  'c-2026-bio-based-polymers': {
    findings: [
      'Global bio-based and biodegradable polymer capacity approaches 3 million tonnes in 2026, led by PLA and PBAT.',
      'PHA remains two to four times the price of polyolefins; cost parity needs larger fermenters and cheaper feedstock.',
      'Bio-attributed polyolefins under mass balance are growing fastest because converters need no new equipment.',
      'The EU Packaging and Packaging Waste Regulation rewards recyclability first, so compostable grades must target niches.',
    ],
    contents: ['Capacity by polymer and region', 'Production cost versus fossil benchmarks', 'Mass-balance and certification schemes', 'Packaging regulation and end-of-life', 'Applications: films, fibres, moulded goods', 'Producer profiles and project pipeline'],
    snapshot: { title: 'Indicative installed capacity, 2026', unit: 'thousand tonnes', rows: [['PLA', 780], ['PBAT and PBS', 1150], ['Bio-PE and bio-PET', 420], ['PHA', 160], ['Starch blends', 390]] },
  },
  'c-2025-engineering-plastics-electrification': {
    findings: [
      'Battery-electric vehicles use 30-50% more engineering plastics by weight than comparable combustion cars.',
      'Halogen-free flame-retardant PA66 and PBT grades dominate new connector and busbar designs.',
      'PPS and LCP demand from 800-volt architectures and power electronics grows at double-digit rates.',
      'PA66 supply has loosened since 2023; high-temperature polyamides remain tight.',
    ],
    contents: ['Electrification demand model', 'Polyamides: PA6, PA66 and PPA', 'PBT, PPS and LCP', 'Flame-retardant chemistry', 'Regional supply balance', 'Pricing outlook by resin'],
    snapshot: { title: 'Indicative e-mobility and electronics demand, 2025', unit: 'thousand tonnes', rows: [['PA6 and PA66', 610], ['PBT', 340], ['PPA', 95], ['PPS', 120], ['LCP', 45]] },
  },
  'c-2026-olefins-outlook': {
    findings: [
      'China added more than 10 million tonnes a year of ethylene capacity between 2021 and 2025, pushing Asian margins to cyclical lows.',
      'Around one-fifth of European cracker capacity is under review, closure or conversion.',
      'US ethane-based crackers keep a cash-cost advantage of USD 300-500 per tonne over naphtha in Europe.',
      'Derivative margins, not cracker margins, will decide which European sites survive.',
    ],
    contents: ['Global ethylene and propylene balance', 'Cost curves by region and feedstock', 'European rationalisation tracker', 'Polyethylene and polypropylene margins', 'Glycols, oxides and C4 derivatives', 'Scenarios to 2030'],
    snapshot: { title: 'Indicative ethylene capacity by region, 2026', unit: 'million tonnes a year', rows: [['Northeast Asia', 72], ['North America', 48], ['Middle East', 34], ['Western Europe', 21], ['Rest of world', 32]] },
  },
  'c-2025-chemical-recycling': {
    findings: [
      'Announced pyrolysis capacity in Europe exceeds 2 million tonnes, but less than a quarter has reached final investment decision.',
      'Feedstock quality and pre-treatment, not reactor design, drive most plant economics.',
      'PET depolymerisation is closest to commercial scale, supported by food-contact demand for recycled content.',
      'Mass-balance rules under negotiation in the EU will shape the value of pyrolysis oil.',
    ],
    contents: ['Technology overview and readiness', 'Plant economics and gate fees', 'Feedstock availability and sorting', 'Offtake contracts and pricing', 'Mass balance and policy', 'Project tracker'],
    snapshot: { title: 'Indicative announced capacity, Europe, 2025', unit: 'thousand tonnes', rows: [['Pyrolysis', 2100], ['PET depolymerisation', 480], ['Solvent-based purification', 260], ['Gasification', 180], ['Nylon depolymerisation', 60]] },
  },
  'c-2026-battery-materials': {
    findings: [
      'LFP and LMFP take more than half of global cathode demand in 2026, including in passenger cars outside China.',
      'Sodium-ion enters stationary storage at scale, easing pressure on lithium in cost-sensitive segments.',
      'Silicon-carbon anode materials move from premium phones into mainstream EV cells.',
      'Water-based cathode binders could remove NMP from a large share of new gigafactories by 2030.',
    ],
    contents: ['Cell chemistry mix and demand', 'Cathode active materials', 'Anode materials: graphite and silicon', 'Electrolytes, salts and additives', 'Separators and binders', 'Localisation rules and supplier landscape'],
    snapshot: { title: 'Indicative material demand, 2026', unit: 'thousand tonnes', rows: [['Cathode active material', 3900], ['Anode active material', 2300], ['Electrolyte', 1400], ['Conductive additives', 70], ['Binders', 95]] },
  },
  'c-2025-hydrogen-derivatives': {
    findings: [
      'Fewer than one in ten announced low-carbon hydrogen projects had reached final investment decision by mid-2025.',
      'Levelised costs of renewable hydrogen remain two to three times those of unabated grey hydrogen in most regions.',
      'Ammonia is the most bankable carrier for export routes; e-methanol is led by shipping demand.',
      'Refining and ammonia users offer the most reliable near-term offtake.',
    ],
    contents: ['Electrolyser deployment and costs', 'Levelised cost by region', 'Ammonia as a carrier and fuel', 'E-methanol and synthetic fuels', 'Storage and transport options', 'Offtake and policy support'],
    snapshot: { title: 'Indicative levelised cost of hydrogen, 2025', unit: 'USD per kg', rows: [['Grey (natural gas)', 1.6], ['Blue (with CCS)', 2.4], ['Renewable, Middle East', 4.2], ['Renewable, Europe', 6.5], ['Renewable, India', 4.8]] },
  },
  'c-2026-ev-materials': {
    findings: [
      'Structural and thermally conductive adhesives per battery-electric vehicle exceed 15 kg in cell-to-pack designs.',
      'Gigacasting reduces the number of joints but raises demand for high-performance sealants at the remaining interfaces.',
      'Carbon-fibre composites stay in premium segments; glass-fibre SMC and long-fibre thermoplastics win battery covers.',
      'Dedicated e-fluids for direct-cooled motors create a new lubricant category.',
    ],
    contents: ['Material content per vehicle', 'Adhesives, sealants and thermal interface materials', 'Composites and lightweight plastics', 'E-fluids and coolants', 'Cables, connectors and compounds', 'Supplier positioning'],
    snapshot: { title: 'Indicative material content per battery-electric car, 2026', unit: 'kg per vehicle', rows: [['Engineering plastics', 190], ['Adhesives and sealants', 18], ['Thermal interface materials', 6], ['Composites', 35], ['E-fluids and coolants', 12]] },
  },
  'c-2025-tyre-rubber-chemicals': {
    findings: [
      'Heavier electric vehicles and higher torque increase tread wear and demand for high-silica compounds.',
      'Recovered carbon black and bio-based process oils are moving into mainstream compounds at low loadings.',
      'The EU Deforestation Regulation requires traceable natural rubber supply chains.',
      'Functionalised solution SBR keeps growing faster than emulsion SBR.',
    ],
    contents: ['Tyre demand by segment', 'Synthetic rubber: SBR, BR and specialty elastomers', 'Fillers: carbon black and silica', 'Rubber chemicals and process oils', 'Sustainable materials and traceability', 'Pricing and supply'],
    snapshot: { title: 'Indicative global demand, 2025', unit: 'million tonnes', rows: [['Natural rubber', 14.5], ['SBR', 5.2], ['Butadiene rubber', 3.6], ['Carbon black', 13.0], ['Precipitated silica', 2.6]] },
  },
  'c-2026-cosmetic-actives': {
    findings: [
      'Biotech-derived actives account for most new ingredient launches in skin care.',
      'Postbiotic and ferment-based claims grow faster than live-probiotic claims, which are harder to substantiate.',
      'New UV filter approvals are slow; formulators optimise combinations of existing filters.',
      'MoCRA adds safety substantiation and adverse-event reporting duties for brands selling in the US.',
    ],
    contents: ['Claims and launch trends', 'Peptides and proteins', 'Ferments and postbiotics', 'Biotech squalane, hyaluronic acid and collagen', 'UV filters and photoprotection', 'Regulation and supplier landscape'],
    snapshot: { title: 'Indicative market size of cosmetic actives, 2026', unit: 'USD billion', rows: [['Anti-ageing actives', 2.9], ['Moisturising actives', 2.2], ['UV filters', 1.7], ['Skin-lightening and tone', 0.9], ['Microbiome-related actives', 0.4]] },
  },
  'c-2025-personal-care-surfactants': {
    findings: [
      'Sulphate-free cleansing is now mainstream in hair care, lifting demand for amino-acid surfactants and betaines.',
      'Glycolipid biosurfactants are gaining share in premium facial cleansers despite costs several times those of SLES.',
      'Palm-free emollients and upcycled oils gain traction with brands that have deforestation commitments.',
      'Price spreads between natural and petrochemical surfactants narrowed in 2025.',
    ],
    contents: ['Demand by product category', 'Anionic, amphoteric and non-ionic surfactants', 'Biosurfactants: sophorolipids and rhamnolipids', 'Emollients and esters', 'Raw materials: palm, coconut and alternatives', 'Pricing and supplier landscape'],
    snapshot: { title: 'Indicative personal-care demand, 2025', unit: 'thousand tonnes', rows: [['SLES and SLS', 1900], ['Betaines', 420], ['Amino-acid surfactants', 160], ['Glucosides', 240], ['Biosurfactants', 25]] },
  },
};

/* ------------------------------------------------------------------ PDF writing */

// Helvetica and Helvetica-Bold advance widths (1/1000 em) for ASCII 32..126.
const W_REG = [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584];
const W_BOLD = [278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584];
// WinAnsiEncoding codes for the few non-ASCII characters the texts use.
const WIN = { '–': [0x96, 556], '—': [0x97, 1000], '’': [0x92, 222], '‘': [0x91, 222], '“': [0x93, 333], '”': [0x94, 333], '€': [0x80, 556], 'é': [0xe9, 556], 'ü': [0xfc, 556], 'ö': [0xf6, 556], '•': [0x95, 350], '·': [0xb7, 278], '©': [0xa9, 737] };

function textWidth(str, size, bold) {
  const table = bold ? W_BOLD : W_REG;
  let w = 0;
  for (const ch of str) {
    const code = ch.charCodeAt(0);
    if (code >= 32 && code <= 126) w += table[code - 32];
    else w += WIN[ch]?.[1] ?? 556;
  }
  return (w * size) / 1000;
}
function pdfString(str) {
  let out = '';
  for (const ch of str) {
    const code = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 32 && code <= 126) out += ch;
    else if (WIN[ch]) out += `\\${WIN[ch][0].toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `(${out})`;
}
function wrap(str, size, width, bold = false) {
  const lines = [];
  let line = '';
  for (const word of str.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size, bold) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const RGB = {
  blue: '0.059 0.251 0.380',
  orange: '1 0.608 0.259',
  green: '0.373 0.678 0.337',
  ink: '0.106 0.165 0.212',
  grey: '0.42 0.49 0.55',
  pale: '0.933 0.953 0.965',
  white: '1 1 1',
};

class Page {
  constructor() {
    this.ops = [];
  }
  fill(color) {
    this.ops.push(`${RGB[color]} rg`);
    return this;
  }
  stroke(color, width = 1) {
    this.ops.push(`${RGB[color]} RG ${width} w`);
    return this;
  }
  rect(x, y, w, h, color) {
    this.fill(color).ops.push(`${x.toFixed(2)} ${y.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)} re f`);
    return this;
  }
  text(x, y, str, { size = 10, bold = false, color = 'ink' } = {}) {
    this.fill(color).ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(str)} Tj ET`);
    return this;
  }
  /** Wrapped paragraph; returns the y below it. */
  para(x, y, str, width, { size = 10, bold = false, color = 'ink', leading = 1.45 } = {}) {
    for (const line of wrap(str, size, width, bold)) {
      this.text(x, y, line, { size, bold, color });
      y -= size * leading;
    }
    return y;
  }
  hexagon(cx, cy, r, color, width) {
    const pts = [...Array(6)].map((_, i) => {
      const a = (Math.PI / 3) * i + Math.PI / 6;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
    });
    this.stroke(color, width).ops.push(pts.map(([x, y], i) => `${x.toFixed(2)} ${y.toFixed(2)} ${i ? 'l' : 'm'}`).join(' ') + ' h S');
    return this;
  }
  circle(cx, cy, r, color) {
    const k = 0.5523 * r;
    this.fill(color).ops.push(
      `${cx + r} ${cy} m ${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c ${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c ` +
        `${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c ${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c f`,
    );
    return this;
  }
  toString() {
    return this.ops.join('\n');
  }
}

function buildPdf(pages, info) {
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pagesObj = add(null);
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids = [];
  for (const page of pages) {
    const data = zlib.deflateSync(Buffer.from(page.toString(), 'latin1'));
    const content = add(Buffer.concat([Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`), data, Buffer.from('\nendstream')]));
    kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${content} 0 R >>`));
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const infoObj = add(`<< /Title ${pdfString(info.title)} /Author ${pdfString('Molecula Research & Consulting')} /Subject ${pdfString(info.subject)} /Creator (make-compendium-pdfs.mjs) /CreationDate (D:${info.date}) >>`);

  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const buf = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n')]);
    chunks.push(buf);
    offset += buf.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(xref + `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoObj} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

/* ------------------------------------------------------------------ layout */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function header(page, doc, pageNo) {
  page.rect(0, 762, 595, 80, 'blue').rect(0, 756, 595, 6, 'orange').rect(420, 756, 175, 6, 'green');
  page.hexagon(52, 802, 18, 'white', 2.5).circle(52, 802, 7, 'orange');
  page.text(80, 806, 'MOLECULA', { size: 15, bold: true, color: 'white' });
  page.text(80, 791, 'Research & Consulting', { size: 9, color: 'white' });
  page.text(400, 806, `${doc.category}`, { size: 9, bold: true, color: 'white' });
  page.text(400, 791, `Compendium · page ${pageNo} of 2`, { size: 9, color: 'white' });
}
function footer(page) {
  page.rect(40, 56, 515, 0.8, 'grey');
  page.text(40, 40, '© Molecula Research & Consulting. Indicative figures for orientation; the full compendium contains sources and methods.', { size: 7.5, color: 'grey' });
  page.text(40, 28, 'contact@molecula-consulting.com  ·  www.molecula-consulting.com', { size: 7.5, color: 'grey' });
}

function makePdf(doc, body) {
  const d = new Date(doc.date);
  const dateText = `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

  const p1 = new Page();
  header(p1, doc, 1);
  let y = 715;
  for (const line of wrap(doc.heading, 24, 500, true)) {
    p1.text(40, y, line, { size: 24, bold: true, color: 'blue' });
    y -= 30;
  }
  y = p1.para(40, y - 2, doc.subheading, 500, { size: 13, color: 'grey' });
  p1.text(40, y - 6, `Published ${dateText}`, { size: 10, bold: true, color: 'orange' });
  y -= 40;
  p1.text(40, y, 'About this compendium', { size: 13, bold: true, color: 'blue' });
  y = p1.para(40, y - 20, doc.description, 515, { size: 10.5 });
  y -= 16;
  p1.text(40, y, 'Key findings', { size: 13, bold: true, color: 'blue' });
  y -= 22;
  for (const item of body.findings) {
    p1.circle(46, y + 3.5, 3, 'green');
    y = p1.para(58, y, item, 495, { size: 10.5 }) - 6;
  }
  y -= 10;
  p1.text(40, y, 'Contents', { size: 13, bold: true, color: 'blue' });
  y -= 22;
  body.contents.forEach((item, i) => {
    p1.text(40, y, `${i + 1}.`, { size: 10.5, bold: true, color: 'orange' });
    p1.text(60, y, item, { size: 10.5 });
    y -= 17;
  });
  footer(p1);

  const p2 = new Page();
  header(p2, doc, 2);
  y = 715;
  p2.text(40, y, 'Market snapshot', { size: 18, bold: true, color: 'blue' });
  p2.text(40, y - 20, `${body.snapshot.title} (${body.snapshot.unit})`, { size: 10.5, color: 'grey' });
  const max = Math.max(...body.snapshot.rows.map((r) => r[1]));
  y -= 56;
  for (const [name, value] of body.snapshot.rows) {
    p2.text(40, y + 4, name, { size: 10 });
    p2.rect(220, y, 260, 16, 'pale');
    p2.rect(220, y, (260 * value) / max, 16, value === max ? 'orange' : 'green');
    p2.text(490, y + 4, value.toLocaleString('en-GB'), { size: 10, bold: true });
    y -= 28;
  }
  y -= 20;
  p2.text(40, y, 'How we built it', { size: 13, bold: true, color: 'blue' });
  y = p2.para(
    40,
    y - 20,
    'Figures combine our plant-level capacity database, trade statistics, company disclosures and more than forty interviews with producers, distributors and buyers conducted for this edition. Market values are at producer prices; volumes are rounded. Where sources disagree, we show the range we consider most defensible and explain the choice in the full compendium.',
    515,
    { size: 10.5 },
  );
  y -= 16;
  p2.text(40, y, 'Who should read it', { size: 13, bold: true, color: 'blue' });
  y = p2.para(40, y - 20, 'Strategy, business-development and procurement teams at chemical producers, ingredient suppliers, distributors, brand owners and investors who need a shared fact base before a portfolio, capacity or sourcing decision.', 515, { size: 10.5 });
  y -= 16;
  p2.rect(40, y - 70, 515, 76, 'pale');
  p2.text(56, y - 18, 'Talk to the analysts', { size: 12, bold: true, color: 'blue' });
  p2.para(56, y - 36, 'The full compendium includes data tables, supplier profiles and scenario models. Write to contact@molecula-consulting.com to request a briefing or a custom cut of the data.', 480, { size: 10 });
  footer(p2);

  return buildPdf([p1, p2], {
    title: doc.heading,
    subject: doc.subheading,
    date: `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}090000Z`,
  });
}

const docs = JSON.parse(fs.readFileSync(SEED, 'utf8'));
let total = 0;
for (const doc of docs) {
  const body = BODY[doc.id];
  if (!body) throw new Error(`no PDF body for ${doc.id}`);
  const file = path.join(ROOT, 'public', doc.pdf);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const pdf = makePdf(doc, body);
  fs.writeFileSync(file, pdf);
  total += pdf.length;
}
console.log(`wrote ${docs.length} PDFs, ${(total / 1024).toFixed(1)} KB`);
