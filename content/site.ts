/**
 * Firm-wide facts and texts: name, contact details, logos and the default hero banners.
 * Plain data, safe to import from server and client components alike.
 */

export type ImageRef = { src: string; alt: string; width: number; height: number };

export type HeroBanner = {
  id: string;
  heading: string;
  description: string;
  image: ImageRef;
  buttonText: string;
  link: string;
};

export type Phone = {
  /** Human-readable, for display. */
  display: string;
  /** `tel:` URI in E.164 form, for links. */
  href: string;
};

export const SITE = {
  name: 'Molecula Research & Consulting',
  shortName: 'Molecula',
  legalName: 'Molecula Research and Consulting Private Limited',
  alternateName: 'Molecula',
  tagline: 'Your Offbeat Research & Management Consulting Partner',
  description:
    'Molecula Research & Consulting is a market research and management consulting firm for the chemical industry. We help ingredient makers, polymer and chemical companies, brand owners and distributors size markets, understand customers, track competitors and prices, and make better investment and sourcing decisions.',
  email: 'contact@molecula-consulting.com',
  phone: { display: '+91 124 455 7810', href: 'tel:+911244557810' } satisfies Phone,
  /** The firm's professional-network page (header link and "follow us" in the footer). */
  linkedInUrl: 'https://www.linkedin.com/company/molecula-research-consulting',
  sameAs: ['https://www.linkedin.com/company/molecula-research-consulting'],
  logo: {
    default: { src: '/images/logo.svg', alt: 'Molecula Research & Consulting', width: 545, height: 136 },
    white: { src: '/images/logo-white.svg', alt: 'Molecula Research & Consulting', width: 545, height: 136 },
    mark: { src: '/images/logo-mark.svg', alt: 'Molecula', width: 128, height: 128 },
  },
  /** Fixed logo shown on every event (spec section 3). */
  eventLogo: { src: '/images/events/event-logo.svg', alt: 'Molecula events', width: 240, height: 240 } satisfies ImageRef,
  ogImage: { src: '/images/og-default.png', alt: 'Molecula Research & Consulting: your offbeat research and management consulting partner', width: 1200, height: 630 } satisfies ImageRef,
  founding: {
    /** ISO date for structured data (`foundingDate`). */
    date: '2016-04-01',
    year: 2016,
    city: 'Gurugram',
    country: 'IN',
    story:
      'Founded in Gurugram in 2016 by chemical engineers who had spent their careers in plants, labs and boardrooms, Molecula opened its Rotterdam office in 2019 and its Cupertino office in 2022.',
  },
  numberOfEmployees: 85,
  knowsAbout: [
    'Chemical industry market research',
    'Specialty polymers',
    'Petrochemicals',
    'Battery materials',
    'Food ingredients',
    'Personal care ingredients',
    'Procurement intelligence',
  ],
} as const;

/** The two banners of the home hero carousel (spec section 1), in order. */
export const HERO_BANNERS: readonly HeroBanner[] = [
  {
    id: 'offbeat-partner',
    heading: 'Your Offbeat Research & Management Consulting Partner',
    description:
      'Market research, strategy and intelligence for the chemical industry, from molecules to markets, delivered by people who know the chemistry.',
    image: { src: '/images/hero/offbeat-partner.jpg', alt: 'Abstract molecular network in orange, green and white on deep blue', width: 1920, height: 800 },
    buttonText: 'Learn More',
    link: '/about-us',
  },
  {
    id: 'sustainability-leap',
    heading: 'Is Your Business Ready for Taking The Sustainability Leap?',
    description:
      'Bio-based feedstocks, recycled content, electrification and new regulation are redrawing chemical value chains. We help you decide where to play and how to win.',
    image: { src: '/images/hero/sustainability-leap.jpg', alt: 'Wind turbines, solar panels, a charged battery and leaves on a deep blue background', width: 1920, height: 800 },
    buttonText: 'Learn More',
    link: '/about-us',
  },
];

/** Banner images for list and section pages that have no stored banner. */
export const PAGE_HEROES = {
  news: { heading: 'Industry News', image: { src: '/images/pages/news-hero.jpg', alt: 'Candlestick price chart rising on a blue background', width: 1920, height: 640 } },
  events: { heading: 'Events', image: { src: '/images/pages/events-hero.jpg', alt: 'Two hexagons joining, symbolising partnership, on a blue background', width: 1920, height: 640 } },
  insights: { heading: 'Insights', image: { src: '/images/pages/insights-hero.jpg', alt: 'Rising bar chart with a trend line on a blue background', width: 1920, height: 640 } },
  blogs: { heading: 'Blogs', image: { src: '/images/pages/insights-hero.jpg', alt: 'Rising bar chart with a trend line on a blue background', width: 1920, height: 640 } },
  capabilities: {
    heading: 'Our Capabilities',
    description: 'Six ways we help chemical companies decide with confidence.',
    image: { src: '/images/pages/capabilities-banner.jpg', alt: 'Radar chart scanning a competitive landscape', width: 1920, height: 640 },
  },
} as const satisfies Record<string, { heading: string; description?: string; image: ImageRef }>;

/** Call-to-action block shared by several pages (spec section 2, "Shared navigation"). */
export const CALL_TO_ACTION = {
  heading: 'Looking for a strategic thought partner?',
  text: 'Tell us about the decision you are facing. A partner will get back to you within two working days.',
  mailLabel: 'Write to us',
  queryHeading: 'Have Any Further Queries?',
  queryPlaceholder: 'Feel free to share...',
  submitLabel: 'Submit',
} as const;
