/**
 * The six capabilities of spec section 2 ("Capabilities"), in spec order. On /capabilities
 * each section is an anchor numbered by its position (`position`); `slug` is a readable
 * alternative id.
 */
import type { ImageRef } from './site';

export type Capability = {
  position: number;
  slug: string;
  normalHeading: string;
  shortDescription: string;
  description: string;
  longDescription: readonly string[];
  /** Card image (home carousel). */
  imagePath: ImageRef;
  /** Section image (capabilities page). */
  imagePath2: ImageRef;
};

export const CAPABILITIES_INTRO =
  'Every engagement starts with a business question, not a report template. We combine primary interviews across the value chain, plant-level databases and rigorous cost and demand models to give chemical companies, ingredient suppliers, brand owners and investors answers they can act on. Our six capabilities can be used on their own or combined into a single programme.';

const img = (slug: string, alt: string): Pick<Capability, 'imagePath' | 'imagePath2'> => ({
  imagePath: { src: `/images/capabilities/${slug}.svg`, alt, width: 600, height: 400 },
  imagePath2: { src: `/images/capabilities/${slug}-detail.svg`, alt, width: 800, height: 600 },
});

export const CAPABILITIES = [
  {
    position: 1,
    slug: 'business-opportunities-assessment',
    normalHeading: 'Business Opportunities Assessment',
    shortDescription: 'Size markets, test growth assumptions and find the opportunities worth pursuing.',
    description:
      'We identify, size and prioritise growth opportunities in new products, applications, regions and technologies, so you invest where the returns are real.',
    longDescription: [
      'Whether you are considering a new product line, a plant expansion or entry into a new region, the first question is always the same: is the opportunity large enough, and can we win a profitable share of it? We answer it with bottom-up market models built from applications, customers and capacities rather than top-down estimates.',
      'Our assessments cover market size and growth, segment attractiveness, customer needs, competitive intensity, regulatory drivers and barriers to entry. We test each opportunity against your capabilities and translate the findings into a prioritised roadmap with clear investment cases.',
      'Typical deliverables include market entry studies, white-space analyses, technology assessments and business plans reviewed for investors and boards.',
    ],
    ...img('business-opportunities-assessment', 'Rising bar chart with a trend line'),
  },
  {
    position: 2,
    slug: 'customer-insights',
    normalHeading: 'Customer Insights',
    shortDescription: 'Understand what customers value, how they buy and why they switch suppliers.',
    description:
      'We talk to the buyers, formulators and engineers who choose your products, and turn their needs and purchasing criteria into sharper offers and pricing.',
    longDescription: [
      'In chemicals and materials, the person who specifies a product, the person who qualifies it and the person who buys it are rarely the same. We interview all of them, in their own language and at the right technical depth, to understand unmet needs, decision criteria and willingness to pay.',
      'Our customer research combines in-depth interviews, structured surveys and win-loss analyses. We measure satisfaction and loyalty against competitors, map the qualification process and identify the service elements that justify a premium.',
      'Clients use our customer insights to refine value propositions, segment customers, set prices, design key-account programmes and guide product development.',
    ],
    ...img('customer-insights', 'Network of customer profiles connected to each other'),
  },
  {
    position: 3,
    slug: 'strategic-competitive-intelligence',
    normalHeading: 'Strategic Competitive Intelligence',
    shortDescription: 'Know your competitors’ costs, capacities and strategies before they act.',
    description:
      'We benchmark competitors on capacity, cost position, technology, pricing and strategy, and monitor their moves so you are never surprised.',
    longDescription: [
      'Competitive advantage in chemicals is built on assets, feedstocks, technology and customer relationships that change slowly, until they change suddenly. We build detailed profiles of your competitors, including their plants, cost structures, product portfolios, customers and strategic intent, using only ethical, legal sources.',
      'Cost benchmarking is at the core of our work: we model competitors’ production costs plant by plant, so you know where you stand on the industry cost curve and how that position will shift with new capacity or feedstock changes.',
      'For ongoing needs, we run monitoring programmes that alert you to capacity announcements, pricing moves, partnerships and regulatory filings, with a short analysis of what each development means for you.',
    ],
    ...img('strategic-competitive-intelligence', 'Radar chart scanning a competitive landscape'),
  },
  {
    position: 4,
    slug: 'mergers-acquisitions-alliances',
    normalHeading: 'Mergers, Acquisitions & Alliances',
    shortDescription: 'Screen targets, test business plans and find the right partners.',
    description:
      'We support corporate and financial investors through the deal cycle, from target screening to commercial due diligence and post-merger integration.',
    longDescription: [
      'Deals in chemicals succeed or fail on the quality of the underlying business: its markets, customers, cost position and the sustainability of its margins. We give buyers, sellers and lenders an independent, evidence-based view of each.',
      'Our commercial due diligence tests management’s business plan against market data, customer interviews and competitor benchmarks, and highlights the risks and upsides that matter for valuation. We also screen and prioritise acquisition targets, identify partners for joint ventures and licensing, and support vendors with market studies for the information memorandum.',
      'After a transaction, we help realise synergies by aligning portfolios, customer coverage and procurement.',
    ],
    ...img('mergers-acquisitions-alliances', 'Two hexagons joining together'),
  },
  {
    position: 5,
    slug: 'price-tracking-profitability-analysis',
    normalHeading: 'Price Tracking & Profitability Analysis',
    shortDescription: 'Follow prices, model costs and understand margins across the value chain.',
    description:
      'We track prices and model production costs for hundreds of chemicals and materials, so you can forecast margins, set prices and negotiate with facts.',
    longDescription: [
      'Prices of chemicals and materials move with feedstocks, energy, capacity and demand, and they rarely move in step. Our price-tracking service follows more than 300 products, from basic petrochemicals to specialty polymers and ingredients, with regular assessments built from transaction data and market interviews.',
      'Behind each price sits a cost model: feedstock consumption, utilities, labour, maintenance, logistics and capital charges by region and technology. Together they show margins along the value chain, where they are being squeezed, and how they are likely to evolve.',
      'Clients use our analysis to set and defend prices, design index-linked contracts, evaluate product and customer profitability, and prepare budgets and forecasts.',
    ],
    ...img('price-tracking-profitability-analysis', 'Candlestick price chart with a price tag'),
  },
  {
    position: 6,
    slug: 'procurement-intelligence',
    normalHeading: 'Procurement Intelligence',
    shortDescription: 'Secure supply, reduce costs and manage risk in raw-material sourcing.',
    description:
      'We help buyers understand supply markets, identify and qualify alternative suppliers, build should-cost models and manage supply risk.',
    longDescription: [
      'For buyers of chemicals, ingredients and materials, the last few years have shown how quickly supply can disappear and prices can double. Our procurement intelligence brings the same depth of market knowledge to the buying side.',
      'We map supply markets and supplier landscapes, build should-cost models to support negotiations, identify and screen alternative and regional suppliers, and assess risks such as single-source dependencies, geopolitical exposure and regulatory changes. We also benchmark contract terms and recommend sourcing strategies by category.',
      'Ongoing programmes combine monthly market updates with alerts on outages, force majeure declarations and policy changes that affect your categories.',
    ],
    ...img('procurement-intelligence', 'Supply chain from a factory via drums to a warehouse'),
  },
] as const satisfies readonly Capability[];
