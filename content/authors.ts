/**
 * The firm's analysts who sign insights: each has a page (/authors/<slug>) linked from every
 * byline. An insight's `author` names one of them; a name not listed here shows as plain text.
 */
export type Author = {
  slug: string;
  name: string;
  role: string;
  /** An office id (content/offices.ts). */
  office: 'rotterdam' | 'gurugram' | 'cupertino';
  bio: string;
};

export const AUTHORS: readonly Author[] = [
  {
    slug: 'pieter-van-dijk',
    name: 'Pieter van Dijk',
    role: 'Partner, Petrochemicals & Downstream',
    office: 'rotterdam',
    bio: 'Pieter leads our work on base chemicals, plastics recycling and construction chemicals. He advises crackers, converters and investors on capacity, feedstock and circularity, and spent fifteen years in commercial roles at European polymer producers before joining the firm.',
  },
  {
    slug: 'laura-jansen',
    name: 'Laura Jansen',
    role: 'Principal, Personal Care & Cosmetics',
    office: 'rotterdam',
    bio: 'Laura covers cosmetic ingredients, from surfactants and UV filters to microbiome actives. She helps ingredient makers and brand owners read regulation and consumer demand, and trained as a formulation chemist.',
  },
  {
    slug: 'thomas-verhoeven',
    name: 'Thomas Verhoeven',
    role: 'Senior Consultant, Specialty Polymers',
    office: 'rotterdam',
    bio: 'Thomas works on fluoropolymers, coatings resins and the substitution of regulated substances. His projects size markets for alternative chemistries and test them with the people who would have to switch.',
  },
  {
    slug: 'rohan-kapoor',
    name: 'Rohan Kapoor',
    role: 'Associate Director, Clean Energy & Storage',
    office: 'gurugram',
    bio: 'Rohan leads our battery materials and hydrogen practice: cathode and binder chemistries, sodium-ion cells and hydrogen carriers. He builds the cost models behind our outlooks and has advised cell makers and chemical producers across Asia and Europe.',
  },
  {
    slug: 'meera-iyer',
    name: 'Dr. Meera Iyer',
    role: 'Principal, Food, Nutrition & Beverages',
    office: 'gurugram',
    bio: 'Meera covers food ingredients, animal nutrition and precision fermentation. She holds a doctorate in food biotechnology and advises ingredient makers on new proteins, sweetener systems and feed additives.',
  },
  {
    slug: 'ananya-mehra',
    name: 'Ananya Mehra',
    role: 'Consultant, Specialty Polymers',
    office: 'gurugram',
    bio: 'Ananya researches engineering plastics and biopolymers for packaging and electrification, tracking prices, capacities and the converters who buy them.',
  },
  {
    slug: 'daniel-ortiz',
    name: 'Daniel Ortiz',
    role: 'Principal, Mobility',
    office: 'cupertino',
    bio: 'Daniel leads our mobility practice: materials for electric vehicles, from adhesives and thermal interface materials to composites and tyres. He advises suppliers on where the car maker’s next specification will take them.',
  },
];

export const authorPath = (author: Pick<Author, 'slug'>) => `/authors/${author.slug}`;

/** The listed author of that name, if any. */
export function authorNamed(name: string): Author | undefined {
  return AUTHORS.find((author) => author.name === name);
}
