import 'server-only';
import { z } from 'zod';
import { queries } from '../../data/queries';
import { openingPath } from '../../text';
import { field, fieldsOf } from '../fields';
import { HEADING_MAX, httpsUrl, siteImage, STUDIO_MESSAGES } from '../input';
import { defineKind } from './kind';
import { seoFields } from './seo';

/** What the job opening form may send, and the messages for what it may not. */
export const OPENING_MESSAGES = {
  headingMissing: 'Give the job opening a title.',
  applyUrlInvalid: 'Give the https address where candidates apply.',
  overviewMissing: 'Write an overview of the job.',
  overviewTooLong: 'Keep the overview under 3,000 characters.',
  listTooLong: 'Keep each list under 30 points of 500 characters.',
  placeTooLong: 'Keep the location and the country under 200 characters.',
  validThroughInvalid: 'Give the date and time (UTC) applications close, or leave it empty.',
} as const;

/** The site's own career pictures, for the image a shared link shows. */
const IMAGE = siteImage('careers');

const list = (label: string, rows: number) => field.lines(label, { points: 30, pointMax: 500, message: OPENING_MESSAGES.listTooLong, rows });
const place = (label: string) => field.text(label, { max: 200, maxMessage: OPENING_MESSAGES.placeTooLong, group: true });

/** A job opening: what the careers page, its page and its JobPosting data show; lists one point a line. */
export const openingFields = fieldsOf('opening', {
  heading: field.text('Heading', { max: HEADING_MAX, maxMessage: STUDIO_MESSAGES.headingTooLong, missing: OPENING_MESSAGES.headingMissing, always: true }),
  applyUrl: {
    label: 'Apply at (https address)',
    control: 'url',
    input: z.string().trim().refine(httpsUrl, { message: OPENING_MESSAGES.applyUrlInvalid }),
    empty: '',
    maxLength: 2000,
    required: true,
  },
  overview: field.textarea('Overview', { max: 3_000, maxMessage: OPENING_MESSAGES.overviewTooLong, missing: OPENING_MESSAGES.overviewMissing, rows: 5 }),
  responsibilities: list('Responsibilities (one a line)', 6),
  requiredQualifications: list('Required qualifications (one a line)', 6),
  additionalQualifications: list('Additional qualifications (one a line)', 4),
  location: place('Location'),
  country: place('Country'),
  validThrough: field.moment('Applications close (UTC)', { invalid: OPENING_MESSAGES.validThroughInvalid }),
  ...seoFields('careers', IMAGE, { title: 'the heading, with “| Careers”', description: 'the overview' }),
});

type OpeningContent = ReturnType<typeof openingFields.read>;

/** The `job_openings` document: an empty optional field is left out, not stored as ''. */
function openingDoc(content: OpeningContent) {
  const optional = { location: content.location, country: content.country, validThrough: content.validThrough, metaTitle: content.metaTitle, metaDescription: content.metaDescription, socialImage: content.socialImage };
  return {
    name: content.heading,
    gform: content.applyUrl,
    overview: content.overview,
    responsibilities: content.responsibilities,
    requiredQualifications: content.requiredQualifications,
    additionalQualifications: content.additionalQualifications,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== '')),
  };
}

export const opening = defineKind({
  kind: 'opening',
  noun: 'job opening',
  plural: 'job openings',
  title: 'Job opening',
  section: 'openings',
  id: /^j-[a-z0-9-]{1,80}$/,
  prefix: 'j',
  ownPage: true,
  searched: 'opening',
  fields: openingFields,
  collection: 'job_openings',
  fromPublic: (doc) => ({
    kind: 'opening',
    heading: doc.name,
    applyUrl: doc.gform,
    overview: doc.overview,
    responsibilities: doc.responsibilities,
    requiredQualifications: doc.requiredQualifications,
    additionalQualifications: doc.additionalQualifications,
    location: doc.location ?? '',
    country: doc.country ?? '',
    validThrough: doc.validThrough ?? '',
    metaTitle: doc.metaTitle ?? '',
    metaDescription: doc.metaDescription ?? '',
    socialImage: doc.socialImage ?? '',
  }),
  asPublic: (id, content, published, savedAt) => ({ id, ...openingDoc(content), datePosted: published?.datePosted ?? savedAt }),
  // Posted when first published (the JobPosting's datePosted), kept through corrections.
  publish: async (store, id, content, item, existing, at) => {
    await store.set('job_openings', id, { ...openingDoc(content), datePosted: existing?.datePosted ?? item.firstPublishedAt ?? at });
  },
  firstPublished: (doc) => doc.datePosted,
  publicPath: (id) => openingPath(id),
  shownOn: (id) => ['/careers', `/og/careers/${id}`],
  // At most SECTION_LIMIT.openings, by title, as the careers page: one page.
  listPublished: async (store, _limit, after) => ({ rows: after ? [] : (await store.list(queries.jobOpenings())).map((doc) => ({ id: doc.id, heading: doc.name, date: doc.datePosted ?? '', path: openingPath(doc.id) })), more: false }),
  listedAs: 'Published',
});
