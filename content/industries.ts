/**
 * The six industries (focus verticals) of spec section 3, with their industry-page texts,
 * value chains, default banners and structured-data hints. Order = `index` = the order of
 * the home page's "Verticals We Serve" selector and of /focus.
 */
import type { ImageRef } from './site';
import type { Vertical } from './categories';

type ValueChainCard = { heading: string; listItems: readonly string[] };

export type IndustryBanner = { image: string; heading: string; description: string; link: string };

export type IndustrySlug =
  | 'food-nutrition-and-beverages'
  | 'specialty-polymers'
  | 'petro-chemicals-and-downstream'
  | 'clean-energy-and-storage'
  | 'mobility'
  | 'personal-care-and-cosmetics';

export type Industry = {
  index: number;
  slug: IndustrySlug;
  /** Slug used in structured data on /focus; differs from the route only for petrochemicals (spec section 2). */
  schemaSlug: string;
  heading: string;
  /** The heading split into lines for stacked display on cards. */
  formattedHeading: readonly string[];
  homeDescription: string;
  description: string;
  longDescription: readonly string[];
  buttonText: 'Know More';
  pageLink: `/${IndustrySlug}`;
  cardImage: ImageRef;
  /** Page name for the banner lookup (spec section 7). */
  bannerPage: Vertical;
  /** Blogs' `pagetype` and compendiums' `category` for this industry (same string as bannerPage). */
  vertical: Vertical;
  /** Shown field by field when no stored banner is found. */
  defaultBanner: IndustryBanner;
  valueChainHeading: string;
  valueChainIntro: string;
  /** Stakeholder cards; empty where `valueChainImage` is used instead. */
  valueChain: readonly ValueChainCard[];
  valueChainImage?: ImageRef;
  /** Wikipedia article for `WebPage.about` in structured data. */
  about: { name: string; url: string };
  serviceType: string;
  audienceType: string;
};

export const INDUSTRIES = [
  {
    index: 0,
    slug: 'food-nutrition-and-beverages',
    schemaSlug: 'food-nutrition-and-beverages',
    heading: 'Food, Nutrition & Beverages',
    formattedHeading: ['Food, Nutrition', '& Beverages'],
    homeDescription:
      'Ingredients decide taste, texture, shelf life and nutrition. We help ingredient makers, food and beverage brands and distributors size markets, follow regulation and find growth in sweeteners, proteins, fibres, fermentation and feed.',
    description:
      'Market intelligence and strategy for food, beverage, nutrition and animal-feed ingredients, from sugar reduction to alternative proteins.',
    longDescription: [
      'The food and beverage industry is reformulating on a scale not seen in decades. Sugar taxes and labelling rules are driving demand for sweetener systems and fibres, consumers are asking for more protein and fewer additives, and climate targets are reaching into farms, feed mills and fermentation tanks. For ingredient suppliers, every one of these shifts is both a threat to an existing product line and an opening for a new one.',
      'Our Food, Nutrition & Beverages practice combines food scientists, chemical engineers and market analysts. We track production capacity, trade flows and prices for more than 150 ingredients, from stevia glycosides and allulose to pea protein, hydrocolloids, probiotics and feed additives, and we follow product launches and regulatory approvals in the EU, the United States, India and Southeast Asia.',
      'Clients use our work to decide which ingredients to develop, which plants to build or acquire, which customers to target and how to price. Typical projects include market entry studies for new ingredients, customer research with formulators and procurement teams, commercial due diligence for investors, and supply-risk assessments for brand owners.',
      'Because ingredients only succeed when they work in a formulation, we look beyond market sizes to application performance, cost in use and regulatory status. That combination lets us tell clients not only how large a market is, but how much of it they can realistically win.',
    ],
    buttonText: 'Know More',
    pageLink: '/food-nutrition-and-beverages',
    cardImage: { src: '/images/industries/food-nutrition-and-beverages.svg', alt: 'Wheat ears, a bowl of grains and leaves', width: 640, height: 420 },
    bannerPage: 'Food, Nutrition & Beverages',
    vertical: 'Food, Nutrition & Beverages',
    defaultBanner: {
      image: '/images/banners/food-nutrition-beverages.jpg',
      heading: 'Food, Nutrition & Beverages',
      description: 'Research and strategy for the ingredients behind healthier, tastier and more sustainable food, drinks and feed.',
      link: '/focus',
    },
    valueChainHeading: 'Value Chain',
    valueChainIntro: 'Seven groups of stakeholders shape how an ingredient reaches the plate. We work with each of them.',
    valueChain: [
      { heading: 'Agricultural & Raw Material Suppliers', listItems: ['Grain, pulse and oilseed growers', 'Sugar, starch and dairy processors', 'Fermentation feedstock suppliers', 'Seaweed and botanical harvesters'] },
      { heading: 'Ingredient Manufacturers', listItems: ['Sweeteners and sugar replacers', 'Proteins, fibres and hydrocolloids', 'Flavours, colours and extracts', 'Vitamins, minerals and probiotics'] },
      { heading: 'Ingredient Distributors', listItems: ['Global and regional distributors', 'Application and blending centres', 'Import and export traders'] },
      { heading: 'Food & Beverage Manufacturers', listItems: ['Beverages and dairy', 'Bakery, confectionery and snacks', 'Infant and medical nutrition', 'Plant-based and hybrid products'] },
      { heading: 'Animal Feed Producers', listItems: ['Compound feed mills', 'Premix and additive makers', 'Integrated livestock and aquaculture groups'] },
      { heading: 'Retail & Food Service', listItems: ['Supermarkets and private label', 'Quick-service restaurants', 'E-commerce and direct-to-consumer brands'] },
      { heading: 'Regulators & Standard Setters', listItems: ['Food safety authorities (EFSA, FDA, FSSAI)', 'Certification and labelling schemes', 'Public health and nutrition bodies'] },
    ],
    about: { name: 'Food industry', url: 'https://en.wikipedia.org/wiki/Food_industry' },
    serviceType: 'Market research and management consulting for food, nutrition, beverage and animal-feed ingredients',
    audienceType: 'Ingredient manufacturers, food and beverage companies, distributors and investors',
  },
  {
    index: 1,
    slug: 'specialty-polymers',
    schemaSlug: 'specialty-polymers',
    heading: 'Specialty Polymers',
    formattedHeading: ['Specialty', 'Polymers'],
    homeDescription:
      'Engineering plastics, high-performance and bio-based polymers are where chemistry meets design. We map demand by application, track capacity and prices, and help producers and compounders decide where to invest.',
    description:
      'Demand, supply, pricing and competitive intelligence for engineering, high-performance and bio-based polymers and their compounds.',
    longDescription: [
      'Specialty polymers sit at the heart of the biggest industrial transitions of our time. Electric vehicles need high-temperature polyamides, PPS and flame-retardant compounds; packaging regulation is pushing recyclable mono-materials and bio-based alternatives; and the proposed PFAS restriction is forcing fluoropolymer users to rethink whole product lines.',
      'Our Specialty Polymers practice follows more than 40 polymer families, from PA6, PA66 and PBT to PPA, PEEK, LCP, PLA, PHA and thermoplastic elastomers. We maintain plant-level capacity databases, monthly price tracking for resins and compounds, and demand models built bottom-up from applications such as connectors, battery housings, films and medical devices.',
      'We help polymer producers choose which grades and regions to prioritise, help compounders find profitable niches, and help buyers understand cost structures before they negotiate. Investors rely on our commercial due diligence to test growth assumptions in business plans.',
      'Our analysts include polymer scientists and process engineers, so we can discuss processing windows, additive packages and qualification cycles with your technical teams, and translate them into market potential your board can act on.',
    ],
    buttonText: 'Know More',
    pageLink: '/specialty-polymers',
    cardImage: { src: '/images/industries/specialty-polymers.svg', alt: 'Polymer chain with side groups above coloured polymer pellets', width: 640, height: 420 },
    bannerPage: 'Speciality Polymers',
    vertical: 'Speciality Polymers',
    defaultBanner: {
      image: '/images/banners/specialty-polymers.jpg',
      heading: 'Specialty Polymers',
      description: 'From monomers to moulded parts: market intelligence for the materials that make electrification and circularity possible.',
      link: '/focus',
    },
    valueChainHeading: 'Value Chain',
    valueChainIntro: 'Specialty polymers pass through many hands before they reach a finished product. Margins and power shift at every step.',
    valueChain: [
      { heading: 'Monomer & Intermediate Producers', listItems: ['Adipic acid, hexamethylenediamine and caprolactam', 'Bisphenol A, terephthalic acid and butanediol', 'Lactic acid and bio-based monomers', 'Fluorochemicals'] },
      { heading: 'Polymer Producers', listItems: ['Polyamides, polyesters and polycarbonates', 'High-performance polymers (PPS, PEEK, LCP)', 'Bio-based and biodegradable polymers', 'Thermoplastic elastomers'] },
      { heading: 'Compounders & Masterbatch Makers', listItems: ['Glass- and mineral-filled compounds', 'Flame-retardant formulations', 'Colour and additive masterbatches'] },
      { heading: 'Converters & Moulders', listItems: ['Injection moulders', 'Film and sheet extruders', 'Fibre spinners and 3D-printing filament makers'] },
      { heading: 'OEMs & Brand Owners', listItems: ['Automotive and e-mobility', 'Electrical and electronics', 'Packaging and consumer goods', 'Medical devices'] },
      { heading: 'Recyclers', listItems: ['Mechanical recyclers', 'Depolymerisation and solvent-based purification', 'Post-industrial scrap traders'] },
    ],
    about: { name: 'Engineering plastic', url: 'https://en.wikipedia.org/wiki/Engineering_plastic' },
    serviceType: 'Market research and management consulting for engineering, high-performance and bio-based polymers',
    audienceType: 'Polymer producers, compounders, converters, OEMs and investors',
  },
  {
    index: 2,
    slug: 'petro-chemicals-and-downstream',
    schemaSlug: 'petrochemicals',
    heading: 'Petro-chemicals & Downstream',
    formattedHeading: ['Petro-chemicals', '& Downstream'],
    homeDescription:
      'Olefins, aromatics and their derivatives are being reshaped by new Asian capacity, European closures and circular feedstocks. We build the cost curves and scenarios that show where margins will be made.',
    description:
      'Cost curves, capacity tracking, margin outlooks and strategy for olefins, aromatics, methanol and their downstream derivatives.',
    longDescription: [
      'The petrochemical industry is in the middle of a structural reset. China has added more ethylene, propylene and aromatics capacity in five years than Europe operates in total, US producers keep their feedstock advantage, and Europe faces closures as energy and carbon costs rise. At the same time, recycled and bio-based feedstocks are entering crackers, and customers want lower-carbon products at competitive prices.',
      'Our Petrochemicals & Downstream practice models the industry asset by asset. We maintain cost curves for ethylene, propylene, butadiene, benzene, paraxylene and methanol by region and feedstock, track every major cracker, reformer and propane dehydrogenation plant, and follow margins through derivatives such as polyethylene, polypropylene, glycols, styrenics and acrylics.',
      'Clients use this to decide whether to invest in, restructure or divest assets; to judge the resilience of a site; to plan feedstock strategies; and to negotiate supply contracts. We also advise on circular feedstocks, from pyrolysis oil to bio-naphtha, including mass-balance accounting and offtake structures.',
      'Our consultants include former plant managers and planning engineers. We understand yields, co-product credits and integration benefits, and we explain them in the language of investment committees.',
    ],
    buttonText: 'Know More',
    pageLink: '/petro-chemicals-and-downstream',
    cardImage: { src: '/images/industries/petro-chemicals-and-downstream.svg', alt: 'Silhouette of a refinery with distillation columns, spheres and a flare stack', width: 640, height: 420 },
    bannerPage: 'Petrochemicals & Downstream',
    vertical: 'Petrochemicals & Downstream',
    defaultBanner: {
      image: '/images/banners/petrochemicals-downstream.jpg',
      heading: 'Petrochemicals & Downstream',
      description: 'Asset-level cost curves and scenarios for a petrochemical industry in transition.',
      link: '/focus',
    },
    valueChainHeading: 'Value Chain',
    valueChainIntro: 'From feedstock to end market: where margins are made, where they leak, and where recycled and bio-based feedstocks enter.',
    valueChain: [],
    valueChainImage: {
      src: '/images/diagrams/petrochemicals-value-chain.svg',
      alt: 'Petrochemicals value chain: feedstocks (crude oil, natural gas, naphtha, bio-naphtha, pyrolysis oil) pass through conversion units to building blocks (ethylene, propylene, butadiene, aromatics, methanol), intermediates, polymers and end markets such as packaging, construction and automotive',
      width: 1200,
      height: 700,
    },
    about: { name: 'Petrochemical', url: 'https://en.wikipedia.org/wiki/Petrochemical' },
    serviceType: 'Market research and management consulting for petrochemicals and downstream derivatives',
    audienceType: 'Petrochemical producers, refiners, derivative manufacturers, traders and investors',
  },
  {
    index: 3,
    slug: 'clean-energy-and-storage',
    schemaSlug: 'clean-energy-and-storage',
    heading: 'Clean Energy & Storage',
    formattedHeading: ['Clean Energy', '& Storage'],
    homeDescription:
      'Batteries, hydrogen and renewable power are creating new chemical value chains almost from scratch. We quantify demand for the materials that enable them and help suppliers, investors and developers place their bets.',
    description:
      'Battery materials, hydrogen and its derivatives, and renewable-energy supply chains, analysed from the chemistry up.',
    longDescription: [
      'The energy transition is, to a large extent, a materials transition. Every gigawatt-hour of batteries needs cathode and anode materials, electrolytes, separators and binders; every electrolyser needs catalysts, membranes and specialty metals; every wind turbine and solar module needs resins, encapsulants and coatings. Many of these supply chains barely existed fifteen years ago.',
      'Our Clean Energy & Storage practice models demand for these materials bottom-up, from cell chemistries and system designs to kilograms per unit. We follow LFP, LMFP, NMC and sodium-ion technologies, hard carbon and silicon anodes, low-carbon hydrogen, ammonia and e-methanol, and the policy frameworks that shape investment, including the EU Battery Regulation and US tax credits.',
      'We help chemical companies decide whether and how to enter these markets, help developers and investors test project economics, and help buyers secure supply. Typical projects include market entry strategies for battery materials, technology scouting, levelised-cost modelling and supplier benchmarking.',
      'Because the technology changes quickly, we update our models continuously and are explicit about uncertainty, showing scenarios rather than single numbers wherever the future is genuinely open.',
    ],
    buttonText: 'Know More',
    pageLink: '/clean-energy-and-storage',
    cardImage: { src: '/images/industries/clean-energy-and-storage.svg', alt: 'Wind turbines, solar panels and a charged battery under the sun', width: 640, height: 420 },
    bannerPage: 'Clean Energy & Storage',
    vertical: 'Clean Energy & Storage',
    defaultBanner: {
      image: '/images/banners/clean-energy-storage.jpg',
      heading: 'Clean Energy & Storage',
      description: 'Quantifying the materials behind batteries, hydrogen and renewable power.',
      link: '/focus',
    },
    valueChainHeading: 'Value Chain',
    valueChainIntro: 'From mine to grid: the stakeholders who turn raw materials into stored, dispatchable clean energy.',
    valueChain: [
      { heading: 'Raw Materials & Refining', listItems: ['Lithium, nickel, cobalt and manganese', 'Natural and synthetic graphite', 'Sodium, phosphate and iron precursors'] },
      { heading: 'Battery & Hydrogen Materials', listItems: ['Cathode and anode active materials', 'Electrolytes, salts and additives', 'Separators, binders and foils', 'Electrolyser membranes and catalysts'] },
      { heading: 'Cell, Stack & Component Makers', listItems: ['Lithium-ion and sodium-ion cell makers', 'Electrolyser and fuel-cell manufacturers', 'Power electronics'] },
      { heading: 'Developers & Integrators', listItems: ['Battery storage integrators', 'Renewable and hydrogen project developers', 'EPC contractors'] },
      { heading: 'Utilities & End Users', listItems: ['Grid operators and utilities', 'Industrial energy users', 'Ammonia, refining and shipping offtakers'] },
      { heading: 'Recycling & Second Life', listItems: ['Black-mass producers', 'Hydrometallurgical refiners', 'Second-life storage operators'] },
    ],
    about: { name: 'Energy storage', url: 'https://en.wikipedia.org/wiki/Energy_storage' },
    serviceType: 'Market research and management consulting for battery materials, hydrogen and clean-energy supply chains',
    audienceType: 'Chemical and materials companies, battery makers, energy developers and investors',
  },
  {
    index: 4,
    slug: 'mobility',
    schemaSlug: 'mobility',
    heading: 'Mobility',
    formattedHeading: ['Mobility'],
    homeDescription:
      'Electrification, lightweighting and new emission rules are rewriting the bill of materials of every vehicle. We track the shift kilogram by kilogram, for suppliers of plastics, adhesives, composites, fluids and rubber.',
    description:
      'Material content, supplier landscapes and strategy for automotive and e-mobility chemicals and materials.',
    longDescription: [
      'A battery-electric car contains a very different mix of chemicals and materials from a combustion car. It needs no engine oil or exhaust catalyst, but it needs tens of kilograms of battery materials, more engineering plastics and adhesives, thermal interface materials, e-fluids, high-voltage cables and tyres that withstand heavier loads. Meanwhile, Euro 7 brings limits on brake and tyre particles, and carmakers demand lower product carbon footprints from every supplier.',
      'Our Mobility practice maintains bill-of-materials models for battery-electric, hybrid and combustion platforms across passenger cars, two- and three-wheelers and commercial vehicles. We translate production forecasts into demand for polymers, adhesives, coatings, composites, lubricants, rubber and battery materials, region by region.',
      'We help material suppliers decide where to focus, which platforms and customers to target, and how to position against competitors. We also support carmakers and tier-one suppliers with supply-risk analysis and cost benchmarking.',
      'Our team combines automotive engineering experience with chemical market expertise, which lets us follow design decisions, such as cell-to-pack batteries or gigacasting, through to their effect on material demand.',
    ],
    buttonText: 'Know More',
    pageLink: '/mobility',
    cardImage: { src: '/images/industries/mobility.svg', alt: 'An electric car on a road next to a charging post', width: 640, height: 420 },
    bannerPage: 'Mobility',
    vertical: 'Mobility',
    defaultBanner: {
      image: '/images/banners/mobility.jpg',
      heading: 'Mobility',
      description: 'Tracking every kilogram of chemistry in the vehicles of tomorrow.',
      link: '/focus',
    },
    valueChainHeading: 'Value Chain',
    valueChainIntro: 'From raw materials to the road: the players whose decisions set material demand in mobility.',
    valueChain: [
      { heading: 'Chemical & Material Suppliers', listItems: ['Engineering plastics and compounds', 'Adhesives, sealants and coatings', 'Composites, rubber and fluids', 'Battery materials'] },
      { heading: 'Tier-2 Component Makers', listItems: ['Moulders and extruders', 'Cable and connector makers', 'Cell and module assemblers'] },
      { heading: 'Tier-1 Suppliers', listItems: ['Battery pack and e-drive systems', 'Interior, exterior and body systems', 'Tyres and braking systems'] },
      { heading: 'Vehicle Manufacturers', listItems: ['Passenger car OEMs', 'Two- and three-wheeler makers', 'Commercial vehicle and bus makers'] },
      { heading: 'Aftermarket & Infrastructure', listItems: ['Service, repair and replacement tyres', 'Charging infrastructure operators', 'Fleet and leasing companies'] },
    ],
    about: { name: 'Automotive industry', url: 'https://en.wikipedia.org/wiki/Automotive_industry' },
    serviceType: 'Market research and management consulting for automotive and e-mobility chemicals and materials',
    audienceType: 'Material suppliers, automotive suppliers, vehicle manufacturers and investors',
  },
  {
    index: 5,
    slug: 'personal-care-and-cosmetics',
    schemaSlug: 'personal-care-and-cosmetics',
    heading: 'Personal Care & Cosmetics',
    formattedHeading: ['Personal Care', '& Cosmetics'],
    homeDescription:
      'Beauty and personal care brands want proven actives, milder surfactants and cleaner labels, under tighter regulation. We help ingredient suppliers and brands turn those demands into products and growth.',
    description:
      'Ingredient markets, claims, regulation and competitive intelligence for personal care and cosmetics.',
    longDescription: [
      'Personal care is one of the most innovation-driven markets for specialty chemicals. Consumers want products that are effective, gentle and sustainable, and social media accelerates trends from niche to mainstream in months. Regulators are raising the bar for safety evidence, and brands are passing those demands on to their ingredient suppliers.',
      'Our Personal Care & Cosmetics practice follows the ingredients behind skin care, hair care, colour cosmetics and hygiene products: surfactants, emollients, emulsifiers, rheology modifiers, preservatives, UV filters and active ingredients, from peptides and vitamins to ferments and postbiotics. We combine launch and claims data with production capacity, price and regulatory tracking.',
      'We help ingredient suppliers choose which technologies to develop and which customers to target, support brands with supplier landscapes and reformulation strategies, and give investors an independent view of growth in fast-moving segments.',
      'With formulators and regulatory specialists on the team, we understand what it takes to move an ingredient from the lab bench into a product, and how to build the evidence that claims require under EU and US rules.',
    ],
    buttonText: 'Know More',
    pageLink: '/personal-care-and-cosmetics',
    cardImage: { src: '/images/industries/personal-care-and-cosmetics.svg', alt: 'Cosmetic bottles, a jar, droplets and leaves', width: 640, height: 420 },
    bannerPage: 'Personal Care & Cosmetics',
    vertical: 'Personal Care & Cosmetics',
    defaultBanner: {
      image: '/images/banners/personal-care-cosmetics.jpg',
      heading: 'Personal Care & Cosmetics',
      description: 'Ingredient intelligence for effective, gentle and sustainable beauty and personal care.',
      link: '/focus',
    },
    valueChainHeading: 'Value Chain',
    valueChainIntro: 'How ingredients travel from raw material to the bathroom shelf, and who adds value along the way.',
    valueChain: [
      { heading: 'Raw Material Suppliers', listItems: ['Oleochemicals from palm, coconut and rapeseed', 'Petrochemical intermediates', 'Botanicals and fermentation feedstocks'] },
      { heading: 'Ingredient Manufacturers', listItems: ['Surfactants and emulsifiers', 'Emollients, esters and silicones', 'Actives, peptides and UV filters', 'Preservatives and fragrances'] },
      { heading: 'Distributors', listItems: ['Specialty ingredient distributors', 'Formulation labs and application centres'] },
      { heading: 'Contract Manufacturers', listItems: ['Private-label and indie brand manufacturers', 'Filling and packaging specialists'] },
      { heading: 'Brands & Retailers', listItems: ['Multinational beauty groups', 'Indie and digital-first brands', 'Pharmacies, department stores and e-commerce'] },
    ],
    about: { name: 'Cosmetics', url: 'https://en.wikipedia.org/wiki/Cosmetics' },
    serviceType: 'Market research and management consulting for personal care and cosmetic ingredients',
    audienceType: 'Ingredient suppliers, beauty and personal care brands, distributors and investors',
  },
] as const satisfies readonly Industry[];

/* ------------------------------------------------------------------ Clean Energy & Storage extras */

export type GreenEnergyCard = { name: 'Solar' | 'Wind' | 'Hydro' | 'Hydrogen' | 'Geo Thermal'; text: string; image: ImageRef };

/** The Green Energy carousel of the Clean Energy & Storage page, in spec order. */
export const GREEN_ENERGY = [
  {
    name: 'Solar',
    text: 'Photovoltaics are the fastest-growing source of power worldwide. Polysilicon, silver pastes, encapsulants such as EVA and POE, backsheets and glass coatings are all chemistry-intensive, and their supply chains are highly concentrated.',
    image: { src: '/images/green-energy/solar.svg', alt: 'Solar panels under the sun', width: 480, height: 320 },
  },
  {
    name: 'Wind',
    text: 'Modern turbine blades are among the largest composite structures ever built, using epoxy and polyurethane resins, glass and carbon fibre, structural adhesives and protective coatings. Blade recycling is the next challenge.',
    image: { src: '/images/green-energy/wind.svg', alt: 'Three wind turbines of different heights', width: 480, height: 320 },
  },
  {
    name: 'Hydro',
    text: 'Hydropower and pumped storage provide flexible, long-duration capacity. Their chemistry needs are quieter but real: concrete admixtures, anti-corrosion and anti-fouling coatings, lubricants and water-treatment chemicals.',
    image: { src: '/images/green-energy/hydro.svg', alt: 'A dam with a reservoir and a turbine', width: 480, height: 320 },
  },
  {
    name: 'Hydrogen',
    text: 'Low-carbon hydrogen from electrolysis needs membranes, catalysts based on platinum-group metals and nickel, and specialty materials for storage. Its derivatives, ammonia and e-methanol, link clean power to chemicals, fertilisers and shipping.',
    image: { src: '/images/green-energy/hydrogen.svg', alt: 'An electrolyser producing hydrogen molecules', width: 480, height: 320 },
  },
  {
    name: 'Geo Thermal',
    text: 'Geothermal plants turn heat from deep rock into steady power and heat. Drilling fluids, scale and corrosion inhibitors, and high-temperature cements and elastomers are essential, and lithium extraction from geothermal brines is an emerging opportunity.',
    image: { src: '/images/green-energy/geothermal.svg', alt: 'Rock layers with heat below and a geothermal plant releasing steam', width: 480, height: 320 },
  },
] as const satisfies readonly GreenEnergyCard[];

export type DiagramSection = { heading: string; paragraphs: readonly string[]; diagram: ImageRef };

export const ENERGY_STORAGE = {
  heading: 'Energy Storage',
  paragraphs: [
    'Wind and solar power are cheap but variable. Energy storage shifts electricity from when it is generated to when it is needed, stabilises grids and makes it possible to run power systems on a high share of renewables.',
    'Lithium-ion batteries, led by LFP chemistry, dominate new installations for durations of one to four hours. Sodium-ion, flow batteries, thermal storage and compressed air compete for longer durations, while hydrogen is the main candidate for seasonal storage.',
    'Each technology has its own materials story: cathodes, anodes, electrolytes and separators for batteries; vanadium or iron electrolytes for flow batteries; salts and ceramics for thermal storage. We quantify demand for each and assess which suppliers are best positioned as the market grows.',
  ],
  diagram: {
    src: '/images/diagrams/energy-storage.svg',
    alt: 'Diagram showing variable solar and wind generation charging a battery energy storage system that discharges to the grid and consumers, and storage technologies ordered by discharge duration from supercapacitors to hydrogen',
    width: 1100,
    height: 620,
  },
} as const satisfies DiagramSection;

/* ------------------------------------------------------------------ Mobility extras */

export const E_MOBILITY = {
  heading: 'E-Mobility',
  paragraphs: [
    'Electric vehicles are redefining what goes into a car. The battery pack alone can account for a third of the vehicle cost, and it brings with it new demand for cathode and anode materials, electrolytes, adhesives, thermal interface materials and fire-protection solutions.',
    'Around the battery, the e-drive needs rare-earth magnets, copper windings and dedicated e-fluids; power electronics need silicon-carbide semiconductors, potting compounds and high-temperature plastics; and 800-volt architectures raise the requirements for every insulating material.',
    'At the same time, carmakers are reducing weight with composites and aluminium, simplifying body structures with large castings, and demanding lower carbon footprints from suppliers. We help material suppliers understand these shifts and position their products where demand is growing fastest.',
  ],
  diagram: {
    src: '/images/diagrams/e-mobility.svg',
    alt: 'Cutaway diagram of an electric car showing the battery pack, e-drive, power electronics, on-board charger and lightweight body, with the materials used in each and a DC fast charger',
    width: 1100,
    height: 600,
  },
} as const satisfies DiagramSection;
