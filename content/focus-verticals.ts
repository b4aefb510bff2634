/** The eight "More of Our Focus Verticals" cards of /focus (anchor 'more'), in spec order. */
import type { ImageRef } from './site';

export type FocusVertical = { slug: string; name: string; text: string; image: ImageRef };

const image = (slug: string, alt: string): ImageRef => ({ src: `/images/focus-verticals/${slug}.svg`, alt, width: 480, height: 360 });

export const FOCUS_VERTICALS = [
  {
    slug: 'paints-and-coatings',
    name: 'Paints and Coatings',
    text: 'Architectural, industrial and protective coatings: resins, pigments and additives for lower VOC, longer life and smaller carbon footprints.',
    image: image('paints-and-coatings', 'Flowing bands of paint next to an open paint can'),
  },
  {
    slug: 'building-and-construction',
    name: 'Building and Construction',
    text: 'Admixtures, insulation, sealants and membranes for faster, safer and lower-carbon construction.',
    image: image('building-and-construction', 'A tower crane beside a building frame'),
  },
  {
    slug: 'additives-and-sealants',
    name: 'Additives and Sealants',
    text: 'Polymer additives, plasticisers, adhesives and sealants: small volumes that decide the performance of the finished product.',
    image: image('additives-and-sealants', 'A sealant cartridge laying a bead beside a molecular network'),
  },
  {
    slug: 'microbials',
    name: 'Microbials',
    text: 'Probiotics, biostimulants, enzymes and fermentation-derived ingredients for agriculture, food, feed and personal care.',
    image: image('microbials', 'Rod-shaped and round microbes in a Petri dish'),
  },
  {
    slug: 'animal-feed-and-nutrition',
    name: 'Animal Feed and Nutrition',
    text: 'Feed additives, amino acids, vitamins and alternative proteins for healthier animals and lower-emission livestock farming.',
    image: image('animal-feed-and-nutrition', 'Cereal stalks, feed pellets and a molecular network'),
  },
  {
    slug: 'oil-field-chemicals',
    name: 'Oil Field Chemicals',
    text: 'Drilling fluids, production chemicals and enhanced-recovery polymers, and the shift of oilfield know-how into geothermal and carbon storage.',
    image: image('oil-field-chemicals', 'A pump jack next to a laboratory flask'),
  },
  {
    slug: 'surfactants',
    name: 'Surfactants',
    text: 'Surfactants for home care, personal care, agrochemicals and industry, from petrochemical and oleochemical routes to biosurfactants.',
    image: image('surfactants', 'Surfactant micelles surrounded by bubbles'),
  },
  {
    slug: 'composites',
    name: 'Composites',
    text: 'Fibres, resins and prepregs for wind blades, vehicles, aircraft and construction, and the challenge of recycling them.',
    image: image('composites', 'A woven fibre fabric and laminate layers'),
  },
] as const satisfies readonly FocusVertical[];
