import { z } from 'zod';
import { firstProblem, formText, HEADING_MAX, httpsUrl, parseLocalDateTime, publishAtField, STUDIO_MESSAGES } from './input';

/** What the studio's job opening form may send, and the messages for what it may not. */
export const OPENING_MESSAGES = {
  headingMissing: 'Give the job opening a title.',
  applyUrlInvalid: 'Give the https address where candidates apply.',
  overviewMissing: 'Write an overview of the job.',
  overviewTooLong: 'Keep the overview under 3,000 characters.',
  listTooLong: 'Keep each list under 30 points of 500 characters.',
  placeTooLong: 'Keep the location and the country under 200 characters.',
  validThroughInvalid: 'Give the date and time (UTC) applications close, or leave it empty.',
} as const;

const OVERVIEW_MAX = 3_000;
const LIST_POINTS = 30;
const POINT_MAX = 500;

/** A list written one point per line: blank lines dropped. */
const points = z
  .string()
  .transform((text) => text.split(/\r\n?|\n/).map((line) => line.trim()).filter(Boolean))
  .refine((list) => list.length <= LIST_POINTS && list.every((point) => point.length <= POINT_MAX), { message: OPENING_MESSAGES.listTooLong });
const place = z.string().trim().max(200, OPENING_MESSAGES.placeTooLong);

/** A job opening as staff write it: the `job_openings` document's fields, its lists one point a line. */
const openingInput = z.object({
  kind: z.literal('opening').default('opening'),
  heading: z.string().trim().min(1, OPENING_MESSAGES.headingMissing).max(HEADING_MAX, STUDIO_MESSAGES.headingTooLong),
  applyUrl: z.string().trim().refine(httpsUrl, { message: OPENING_MESSAGES.applyUrlInvalid }),
  overview: z.string().trim().min(1, OPENING_MESSAGES.overviewMissing).max(OVERVIEW_MAX, OPENING_MESSAGES.overviewTooLong),
  responsibilities: points,
  requiredQualifications: points,
  additionalQualifications: points,
  location: place,
  country: place,
  validThrough: z.string().transform((raw, ctx) => {
    if (raw.trim() === '') return '';
    const at = parseLocalDateTime(raw);
    if (at === null) {
      ctx.addIssue({ code: 'custom', message: OPENING_MESSAGES.validThroughInvalid });
      return z.NEVER;
    }
    return new Date(at).toISOString();
  }),
});

export type OpeningInput = z.output<typeof openingInput>;

type OpeningFieldName = 'heading' | 'applyUrl' | 'overview' | 'responsibilities' | 'requiredQualifications' | 'additionalQualifications' | 'location' | 'country' | 'validThrough' | 'publishAt';
/** The form's values as posted, kept as text so a refused form shows exactly what was sent. */
export type OpeningFields = Record<OpeningFieldName, string>;
const OPENING_FIELD_NAMES: readonly OpeningFieldName[] = ['heading', 'applyUrl', 'overview', 'responsibilities', 'requiredQualifications', 'additionalQualifications', 'location', 'country', 'validThrough', 'publishAt'];

export function openingFieldsFrom(form: FormData): OpeningFields {
  return Object.fromEntries(OPENING_FIELD_NAMES.map((name) => [name, formText(form, name)])) as OpeningFields;
}

export function parseOpening(fields: OpeningFields): { ok: true; value: OpeningInput } | { ok: false; message: string } {
  return firstProblem(openingInput.safeParse(fields));
}

export function openingFieldsOf(content: OpeningInput, publishAt: string): OpeningFields {
  const lines = (list: readonly string[]) => list.join('\n');
  return {
    heading: content.heading,
    applyUrl: content.applyUrl,
    overview: content.overview,
    responsibilities: lines(content.responsibilities),
    requiredQualifications: lines(content.requiredQualifications),
    additionalQualifications: lines(content.additionalQualifications),
    location: content.location,
    country: content.country,
    validThrough: publishAtField(content.validThrough),
    publishAt,
  };
}
