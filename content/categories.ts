/**
 * Category and vertical labels, verbatim from the spec. The stored documents use these
 * exact strings, so filters compare against them; display goes through `displayCategory`.
 */

/** Insights topic filters (spec section 2, "Insights list"); 'All' first. */
export const INSIGHT_TOPICS = [
  'All',
  'Adhesives & Sealants',
  'Animal Feed & Nutrition',
  'Composites',
  'Construction',
  'Clean Energy & Resources',
  'Food, Nutrition & Beverages',
  'Alternative Food',
  'Microbials',
  'Mobility',
  'Petrochemicals & Downstream',
  'Paints & Coatings',
  'Personal Care & Cosmetics',
  'Specialty Polymers',
  'Surfactants',
] as const;

/** Events filter, "Business Verticals" (spec section 9); 'All' first. */
export const EVENT_CATEGORIES = [
  'All',
  'Adhesives and Sealants',
  'Animal Feed and Nutrition',
  'Composites',
  'Construction',
  'Clean Energy And Resources',
  'Food, Nutrition & Beverages',
  'Microbials',
  'Mobility',
  'Paints & Coating',
  'Personal Care & Cosmetics',
  'Petrochemicals & Downstream',
  'Speciality Polymers',
  'Surfactants',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** News filter (spec section 9): the event list with 'Food and Nutrition' for the food entry, plus plastic additives. */
export const NEWS_CATEGORIES = [
  'All',
  'Adhesives and Sealants',
  'Animal Feed and Nutrition',
  'Composites',
  'Construction',
  'Clean Energy And Resources',
  'Food and Nutrition',
  'Microbials',
  'Mobility',
  'Paints & Coating',
  'Personal Care & Cosmetics',
  'Petrochemicals & Downstream',
  'Speciality Polymers',
  'Surfactants',
  'Plastic Additives and Plasticizers',
] as const;

/** The 13 fixed "Business Verticals" buttons of the event detail page: the event categories without 'All'. */
export const EVENT_DETAIL_VERTICALS = EVENT_CATEGORIES.filter(
  (c): c is Exclude<EventCategory, 'All'> => c !== 'All',
);

/**
 * The six verticals: banner page names (spec section 7) and, identically, the blogs'
 * `pagetype` and the compendiums' `category` values. Order follows the industries.
 */
export const VERTICALS = [
  'Food, Nutrition & Beverages',
  'Speciality Polymers',
  'Petrochemicals & Downstream',
  'Clean Energy & Storage',
  'Mobility',
  'Personal Care & Cosmetics',
] as const;
export type Vertical = (typeof VERTICALS)[number];

/** Every page name used for a banner lookup (spec section 7). */
export const BANNER_PAGES = ['Focus Parent', ...VERTICALS] as const;

/** 'Speciality Polymers' is always displayed as 'Specialty Polymers' (spec section 3). */
export function displayCategory(name: string): string {
  return name === 'Speciality Polymers' ? 'Specialty Polymers' : name;
}

/** Insight cards show 'Publication' as 'Media Releases'; anything else as 'Article' (spec section 2). */
export function displayInsightType(type: string): 'Media Releases' | 'Article' {
  return type === 'Publication' ? 'Media Releases' : 'Article';
}
