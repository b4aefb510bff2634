import 'server-only';
import { z } from 'zod';
import { verticalPage } from './vertical-page';
import { VERTICALS } from '@/content/categories';
import { queries } from '../../data/queries';
import { field, fieldsOf } from '../fields';
import { HEADING_MAX, oneOf, STUDIO_MESSAGES } from '../input';
import { asOnSite, siteFiles } from '../options';
import { defineKind, pageOf } from './kind';

/** What the compendium form may send, and the messages for what it may not. */
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
const PDF = /^\/compendiums\/[a-z0-9][a-z0-9-]{0,100}\.pdf$/;
const LOGO = /^\/images\/compendiums\/[a-z0-9][a-z0-9-]{0,100}\.svg$/;

/** A compendium: its card on its vertical's page, and the PDF it opens. Its text is plain, as the card shows it. */
export const compendiumFields = fieldsOf('compendium', {
  heading: field.text('Heading', { max: HEADING_MAX, maxMessage: STUDIO_MESSAGES.headingTooLong, missing: COMPENDIUM_MESSAGES.headingMissing, always: true }),
  subheading: field.text('Subheading', { max: 200, maxMessage: COMPENDIUM_MESSAGES.subheadingTooLong }),
  description: field.textarea('Description', { max: 1_500, maxMessage: COMPENDIUM_MESSAGES.descriptionTooLong, missing: COMPENDIUM_MESSAGES.descriptionMissing, rows: 5 }),
  category: field.choice('Vertical', { input: oneOf(VERTICALS, COMPENDIUM_MESSAGES.verticalUnknown), options: asOnSite(VERTICALS) }),
  pdf: field.choice('PDF', { input: z.string().regex(PDF, COMPENDIUM_MESSAGES.pdfUnknown), options: () => siteFiles('compendiums', PDF) }),
  logo: field.image('Logo', { input: z.string().regex(LOGO, COMPENDIUM_MESSAGES.logoUnknown), options: () => siteFiles('images/compendiums', LOGO) }),
});

type CompendiumContent = ReturnType<typeof compendiumFields.read>;

const compendiumDoc = (content: CompendiumContent) => ({ heading: content.heading, subheading: content.subheading, description: content.description, category: content.category, pdf: content.pdf, logoPath: content.logo });

/** Where a compendium is on the site: its vertical's page, at its section (the focus page for an unknown vertical). */
function compendiumPath(vertical: string): string {
  const page = verticalPage(vertical);
  return page === '/focus' ? page : `${page}#compendium-heading`;
}

export const compendium = defineKind({
  kind: 'compendium',
  noun: 'compendium',
  plural: 'compendiums',
  title: 'Compendium',
  section: 'compendiums',
  id: /^c-[a-z0-9-]{1,80}$/,
  prefix: 'c',
  ownPage: false,
  searched: null,
  facets: (content) => ({ vertical: content.category }),
  fields: compendiumFields,
  collection: 'compendiums',
  fromPublic: (doc) => ({ kind: 'compendium', heading: doc.heading, subheading: doc.subheading, description: doc.description, category: doc.category, pdf: doc.pdf, logo: doc.logoPath }),
  asPublic: (id, content, published, savedAt) => ({ id, ...compendiumDoc(content), date: published?.date ?? savedAt ?? new Date().toISOString() }),
  // A compendium keeps the date it was first published: its vertical's list orders by it.
  publish: async (store, id, content, item, existing, at) => {
    await store.set('compendiums', id, { ...compendiumDoc(content), date: existing?.date ?? item.firstPublishedAt ?? at });
  },
  firstPublished: (doc) => doc.date,
  publicPath: (_id, content) => compendiumPath(content.category),
  // The home page's reports carousel.
  shownOn: () => ['/'],
  listPublished: async (store, limit, after) =>
    pageOf(
      (await store.list(queries.newestCompendiums(limit, after))).map((doc) => ({ id: doc.id, heading: doc.heading, date: doc.date, path: compendiumPath(doc.category) })),
      limit,
    ),
  listedAs: 'Published',
});
