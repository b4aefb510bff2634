/** The three offices of spec section 2 ("About"), with postal fields for structured data. */
import type { ImageRef, Phone } from './site';

export type Office = {
  id: string;
  country: string;
  city: string;
  imagePath: ImageRef;
  /** Address lines for display. */
  address: readonly string[];
  postal: {
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    /** ISO 3166-1 alpha-2. */
    addressCountry: 'NL' | 'IN' | 'US';
  };
  email: string;
  phone: Phone;
};

export const OFFICES = [
  {
    id: 'rotterdam',
    country: 'The Netherlands',
    city: 'Rotterdam',
    imagePath: { src: '/images/offices/rotterdam.jpg', alt: 'Illustration of Rotterdam with a cable-stayed bridge, tower blocks and the river', width: 800, height: 600 },
    address: ['Katalysatorstraat 12, 4th floor', '3072 AP Rotterdam', 'The Netherlands'],
    postal: { streetAddress: 'Katalysatorstraat 12, 4th floor', addressLocality: 'Rotterdam', addressRegion: 'Zuid-Holland', postalCode: '3072 AP', addressCountry: 'NL' },
    email: 'rotterdam@molecula-consulting.com',
    phone: { display: '+31 10 720 4410', href: 'tel:+31107204410' },
  },
  {
    id: 'gurugram',
    country: 'India',
    city: 'Gurugram',
    imagePath: { src: '/images/offices/gurugram.jpg', alt: 'Illustration of glass office towers in Gurugram under the sun', width: 800, height: 600 },
    address: ['Tower B, 9th floor, Sector 44 Business Park', 'Gurugram, Haryana 122003', 'India'],
    postal: { streetAddress: 'Tower B, 9th floor, Sector 44 Business Park', addressLocality: 'Gurugram', addressRegion: 'Haryana', postalCode: '122003', addressCountry: 'IN' },
    email: 'gurugram@molecula-consulting.com',
    phone: { display: '+91 124 455 7810', href: 'tel:+911244557810' },
  },
  {
    id: 'cupertino',
    country: 'USA',
    city: 'Cupertino',
    imagePath: { src: '/images/offices/cupertino.jpg', alt: 'Illustration of a low-rise office campus among trees and hills in Cupertino', width: 800, height: 600 },
    address: ['10250 Orchard Park Way, Suite 210', 'Cupertino, CA 95014', 'United States'],
    postal: { streetAddress: '10250 Orchard Park Way, Suite 210', addressLocality: 'Cupertino', addressRegion: 'CA', postalCode: '95014', addressCountry: 'US' },
    email: 'cupertino@molecula-consulting.com',
    phone: { display: '+1 408 555 0142', href: 'tel:+14085550142' },
  },
] as const satisfies readonly Office[];
