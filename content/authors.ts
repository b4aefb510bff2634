/**
 * The firm's analysts who sign insights: each has a page (/authors/<slug>) linked from every
 * byline. An insight's `author` names one of them; a name not listed here shows as plain text.
 * Bylines are drawn in the browser too (live lists), so this holds only what a byline shows;
 * the bios are in content/author-bios.ts.
 */
export type Author = {
  slug: string;
  name: string;
  role: string;
  /** The city of the author's office (content/offices.ts). */
  city: 'Rotterdam' | 'Gurugram' | 'Cupertino';
};

export const AUTHORS: readonly Author[] = [
  {
    slug: 'pieter-van-dijk',
    name: 'Pieter van Dijk',
    role: 'Partner, Petrochemicals & Downstream',
    city: 'Rotterdam',
  },
  {
    slug: 'laura-jansen',
    name: 'Laura Jansen',
    role: 'Principal, Personal Care & Cosmetics',
    city: 'Rotterdam',
  },
  {
    slug: 'thomas-verhoeven',
    name: 'Thomas Verhoeven',
    role: 'Senior Consultant, Specialty Polymers',
    city: 'Rotterdam',
  },
  {
    slug: 'rohan-kapoor',
    name: 'Rohan Kapoor',
    role: 'Associate Director, Clean Energy & Storage',
    city: 'Gurugram',
  },
  {
    slug: 'meera-iyer',
    name: 'Dr. Meera Iyer',
    role: 'Principal, Food, Nutrition & Beverages',
    city: 'Gurugram',
  },
  {
    slug: 'ananya-mehra',
    name: 'Ananya Mehra',
    role: 'Consultant, Specialty Polymers',
    city: 'Gurugram',
  },
  {
    slug: 'daniel-ortiz',
    name: 'Daniel Ortiz',
    role: 'Principal, Mobility',
    city: 'Cupertino',
  },
];

export const authorPath = (author: Pick<Author, 'slug'>) => `/authors/${author.slug}`;

/** The listed author of that name, if any. */
export function authorNamed(name: string): Author | undefined {
  return AUTHORS.find((author) => author.name === name);
}
