import type { bannerFields } from './banner';
import type { compendiumFields } from './compendium';
import type { eventFields } from './event';
import type { insightFields } from './insight';
import type { newsFields } from './news';
import type { openingFields } from './opening';

/**
 * The content each kind stores, from its fields alone: the data layer's types (lib/data/schema.ts)
 * need it without the kinds' modules, whose types need the data layer's.
 */
type FieldsByKind = {
  insight: typeof insightFields;
  news: typeof newsFields;
  event: typeof eventFields;
  opening: typeof openingFields;
  compendium: typeof compendiumFields;
  banner: typeof bannerFields;
};

export type StudioKind = keyof FieldsByKind;
/** A kind's stored content (its fields' values, and `kind`). */
export type ContentOf<K extends StudioKind> = ReturnType<FieldsByKind[K]['read']>;
export type StudioContent = { [K in StudioKind]: ContentOf<K> }[StudioKind];
