/** Texts and images of the Careers page (/careers), spec section 2 ("Careers"). */
import type { ImageRef } from './site';

export type CareerCard = { title: string; text: string; icon: ImageRef };

const icon = (slug: string, alt: string): ImageRef => ({ src: `/images/careers/${slug}.svg`, alt, width: 120, height: 120 });

export const CAREERS = {
  hero: {
    heading: 'Build Your Career with Molecula',
    description:
      'Work on the questions that shape the chemical industry, alongside engineers, scientists and strategists who love to dig deeper. We hire curious people and give them responsibility early.',
    image: { src: '/images/pages/careers-hero.jpg', alt: 'Connected profiles of people on a blue background', width: 1920, height: 640 } satisfies ImageRef,
  },
  whyJoin: {
    heading: 'Why Join Molecula?',
    cards: [
      {
        title: 'Equal Opportunity',
        text: 'We hire, pay and promote on merit. Our teams bring together people of different nationalities, backgrounds and career paths, and we are better for it.',
        icon: icon('equal-opportunity', 'Balanced scales'),
      },
      {
        title: 'Supportive Environment',
        text: 'Structured training, a mentor from day one and colleagues who share what they know. Flexible working helps you balance client work with life outside it.',
        icon: icon('supportive-environment', 'Two people with a heart between them'),
      },
      {
        title: 'Open-Door Policy',
        text: 'Partners sit with their teams and every idea gets a hearing. Feedback flows in both directions, and the best solution wins, whoever proposed it.',
        icon: icon('open-door-policy', 'An open door'),
      },
    ] satisfies readonly CareerCard[],
  },
  coreValues: {
    heading: 'Our Core Values',
    cards: [
      {
        title: 'Innovation',
        text: 'We look for better methods, new data sources and fresh angles on old questions, and we share what works across the firm.',
        icon: icon('innovation', 'Light bulb'),
      },
      {
        title: 'Excellence',
        text: 'We hold our numbers to the standard we would demand as clients: sourced, checked and explained.',
        icon: icon('excellence', 'Medal with a star'),
      },
      {
        title: 'Client-Focus',
        text: 'We succeed when our clients make better decisions. Their questions, deadlines and constraints shape how we work.',
        icon: icon('client-focus', 'Person at the centre of a target'),
      },
    ] satisfies readonly CareerCard[],
  },
  openings: {
    heading: 'Current Openings',
    empty: 'There are no open positions at the moment. You are welcome to send an open application to contact@molecula-consulting.com.',
    labels: {
      overview: 'Overview',
      responsibilities: 'Responsibilities',
      requiredQualifications: 'Required Qualifications',
      additionalQualifications: 'Additional Qualifications',
      apply: 'Apply',
    },
  },
} as const;
