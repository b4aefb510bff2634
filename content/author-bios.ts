/** The author pages' short bios, by author slug (content/authors.ts): server-rendered only. */
export const AUTHOR_BIOS: Record<string, string> = {
  'pieter-van-dijk':
    'Pieter leads our work on base chemicals, plastics recycling and construction chemicals. He advises crackers, converters and investors on capacity, feedstock and circularity, and spent fifteen years in commercial roles at European polymer producers before joining the firm.',
  'laura-jansen':
    'Laura covers cosmetic ingredients, from surfactants and UV filters to microbiome actives. She helps ingredient makers and brand owners read regulation and consumer demand, and trained as a formulation chemist.',
  'thomas-verhoeven':
    'Thomas works on fluoropolymers, coatings resins and the substitution of regulated substances. His projects size markets for alternative chemistries and test them with the people who would have to switch.',
  'rohan-kapoor':
    'Rohan leads our battery materials and hydrogen practice: cathode and binder chemistries, sodium-ion cells and hydrogen carriers. He builds the cost models behind our outlooks and has advised cell makers and chemical producers across Asia and Europe.',
  'meera-iyer':
    'Meera covers food ingredients, animal nutrition and precision fermentation. She holds a doctorate in food biotechnology and advises ingredient makers on new proteins, sweetener systems and feed additives.',
  'ananya-mehra':
    'Ananya researches engineering plastics and biopolymers for packaging and electrification, tracking prices, capacities and the converters who buy them.',
  'daniel-ortiz':
    'Daniel leads our mobility practice: materials for electric vehicles, from adhesives and thermal interface materials to composites and tyres. He advises suppliers on where the car maker’s next specification will take them.',
};
