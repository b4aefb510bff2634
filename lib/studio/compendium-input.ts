import { z } from 'zod';
import { VERTICALS } from '@/content/categories';
import { firstProblem, formText, HEADING_MAX, oneOf, STUDIO_MESSAGES } from './input';

/** What the studio's compendium form may send, and the messages for what it may not. */
export const COMPENDIUM_MESSAGES = {
  headingMissing: 'Give the compendium a heading.',
  subheadingTooLong: 'Keep the subheading under 200 characters.',
  descriptionMissing: 'Describe the compendium.',
  descriptionTooLong: 'Keep the description under 1,500 characters.',
  verticalUnknown: 'Choose one of the six verticals.',
  pdfUnknown: 'Choose the compendium’s PDF from the list.',
  logoUnknown: 'Choose a logo from the list.',
} as const;

/** The site's own compendium PDFs and logos: one plain file name each. */
export const COMPENDIUM_PDF = /^\/compendiums\/[a-z0-9][a-z0-9-]{0,100}\.pdf$/;
export const COMPENDIUM_LOGO = /^\/images\/compendiums\/[a-z0-9][a-z0-9-]{0,100}\.svg$/;

/** A compendium as staff write it: the `compendiums` document's fields. Its text is plain, as its card shows it. */
const compendiumInput = z.object({
  kind: z.literal('compendium').default('compendium'),
  heading: z.string().trim().min(1, COMPENDIUM_MESSAGES.headingMissing).max(HEADING_MAX, STUDIO_MESSAGES.headingTooLong),
  subheading: z.string().trim().max(200, COMPENDIUM_MESSAGES.subheadingTooLong),
  description: z.string().trim().min(1, COMPENDIUM_MESSAGES.descriptionMissing).max(1_500, COMPENDIUM_MESSAGES.descriptionTooLong),
  category: oneOf(VERTICALS, COMPENDIUM_MESSAGES.verticalUnknown),
  pdf: z.string().regex(COMPENDIUM_PDF, COMPENDIUM_MESSAGES.pdfUnknown),
  logo: z.string().regex(COMPENDIUM_LOGO, COMPENDIUM_MESSAGES.logoUnknown),
});

export type CompendiumInput = z.output<typeof compendiumInput>;

type CompendiumFieldName = 'heading' | 'subheading' | 'description' | 'category' | 'pdf' | 'logo' | 'publishAt';
/** The form's values as posted, kept as text so a refused form shows exactly what was sent. */
export type CompendiumFields = Record<CompendiumFieldName, string>;
const NAMES: readonly CompendiumFieldName[] = ['heading', 'subheading', 'description', 'category', 'pdf', 'logo', 'publishAt'];

export function compendiumFieldsFrom(form: FormData): CompendiumFields {
  return Object.fromEntries(NAMES.map((name) => [name, formText(form, name)])) as CompendiumFields;
}

export function parseCompendium(fields: CompendiumFields): { ok: true; value: CompendiumInput } | { ok: false; message: string } {
  return firstProblem(compendiumInput.safeParse(fields));
}

export function compendiumFieldsOf(content: CompendiumInput, publishAt: string): CompendiumFields {
  return { heading: content.heading, subheading: content.subheading, description: content.description, category: content.category, pdf: content.pdf, logo: content.logo, publishAt };
}
