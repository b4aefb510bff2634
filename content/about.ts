/** Texts and images of the About page (/about-us), spec section 2 ("About"). */
import type { ImageRef } from './site';

export type Step = { number: number; title: string; text: string };
export type Principle = { name: 'Adaptability' | 'Result-Oriented' | 'Curiosity'; text: string; icon: ImageRef };

export const ABOUT = {
  hero: {
    heading: 'Who Are We?',
    description:
      'Molecula is a research and management consulting firm built by chemical engineers, scientists and strategists. We help companies across the chemical value chain make better decisions about markets, customers, competitors, prices and supply.',
    image: { src: '/images/pages/about-hero.jpg', alt: 'Abstract molecular network in orange, green and white on deep blue', width: 1920, height: 640 } satisfies ImageRef,
    buttonText: 'Insights',
    buttonLink: '/insights',
  },
  howWeWork: {
    heading: 'How the Firm Works',
    intro:
      'Every project follows the same disciplined path, scaled to the size of the question. Small teams, senior involvement and constant contact with the client are the constants.',
    image: { src: '/images/about/how-we-work.svg', alt: 'Bar chart with a rising trend line', width: 800, height: 600 } satisfies ImageRef,
    steps: [
      { number: 1, title: 'Frame the decision', text: 'We start from the decision you need to make and agree the questions, hypotheses and level of detail that matter for it.' },
      { number: 2, title: 'Build the fact base', text: 'Our databases on capacities, trade, prices and launches give every project a head start, and desk research fills the gaps.' },
      { number: 3, title: 'Talk to the market', text: 'We interview producers, distributors, customers and experts across the value chain, typically 30 to 80 conversations per project.' },
      { number: 4, title: 'Model and test', text: 'Bottom-up demand models, cost curves and scenarios turn the evidence into numbers, which we challenge against every source we have.' },
      { number: 5, title: 'Recommend and follow through', text: 'We present clear recommendations, not just data, and stay available to update the analysis as your plans develop.' },
    ] satisfies readonly Step[],
  },
  teamingPrinciples: {
    heading: 'Our Teaming Principles',
    items: [
      {
        name: 'Adaptability',
        text: 'Markets and client questions change during a project. We adjust scope, methods and team quickly, without losing rigour or missing deadlines.',
        icon: { src: '/images/about/adaptability.svg', alt: 'Circular arrows around a hexagon', width: 120, height: 120 },
      },
      {
        name: 'Result-Oriented',
        text: 'We measure our work by the decisions it enables. Every analysis ends with a clear answer to the question that was asked, and what to do about it.',
        icon: { src: '/images/about/result-oriented.svg', alt: 'Target with an arrow', width: 120, height: 120 },
      },
      {
        name: 'Curiosity',
        text: 'We ask one more question than expected, visit the plant, and read the patent. Understanding the chemistry is what lets us see what others miss.',
        icon: { src: '/images/about/curiosity.svg', alt: 'Magnifying glass over a hexagon', width: 120, height: 120 },
      },
    ] satisfies readonly Principle[],
  },
  vision: {
    heading: 'Our Vision',
    paragraphs: [
      'We want to be the first call for any chemical company facing an important decision: the partner that combines a scientist’s understanding of molecules with a strategist’s understanding of markets.',
      'As the industry reinvents itself around circular feedstocks, electrification and new biology, we aim to help our clients lead that change rather than follow it, and to do so with research that is independent, transparent about uncertainty and honest about what the data can and cannot tell.',
    ],
    image: { src: '/images/about/our-vision.svg', alt: 'Molecular network on a dark blue background', width: 800, height: 600 } satisfies ImageRef,
  },
  globalPresence: {
    heading: 'Global Presence',
    text: 'From offices in Rotterdam, Gurugram and Cupertino, our teams cover Europe, Asia and the Americas, working across time zones so that projects move forward around the clock. Analysts speak more than a dozen languages, and our interview network reaches over 60 countries.',
    image: { src: '/images/about/global-presence.svg', alt: 'Globe with pins marking Cupertino, Rotterdam and Gurugram', width: 720, height: 420 } satisfies ImageRef,
    stats: [
      { value: '3', label: 'offices on three continents' },
      { value: '60+', label: 'countries in our interview network' },
      { value: '300+', label: 'chemicals and materials price-tracked' },
      { value: '500+', label: 'projects delivered since 2016' },
    ],
  },
  officesHeading: 'Our Offices',
} as const;
