import { z } from 'zod';
import { EVENT_CATEGORIES } from '@/content/categories';
import { MEDIA_PATH } from '../media/paths';
import { firstProblem, formText, HEADING_MAX, httpsUrl, oneOf, parseLocalDateTime, publishAtField, siteImage, STUDIO_MESSAGES } from './input';

/** What the studio's event form may send, and the messages for what it may not. */
export const EVENT_MESSAGES = {
  headingMissing: 'Give the event a heading.',
  descriptionMissing: 'Describe the event.',
  descriptionTooLarge: 'The description is too large: keep it under 100,000 characters.',
  categoryUnknown: 'Choose a vertical from the list.',
  startInvalid: 'Give the date and time (UTC) the event starts.',
  endInvalid: 'Give the date and time (UTC) the event ends, or leave it empty.',
  endBeforeStart: 'The event cannot end before it starts.',
  attendanceUnknown: 'Choose in person, online, or both.',
  statusUnknown: 'Choose the event’s status from the list.',
  venueMissing: 'Give the venue and its country, or hold the event online.',
  onlineUrlInvalid: 'Give the https address where the event is held online.',
  fieldTooLong: 'Keep each venue field under 200 characters.',
} as const;

const DESCRIPTION_MAX = 100_000;
const PLACE_MAX = 200;
export const EVENT_FORM_CATEGORIES = EVENT_CATEGORIES.filter((category) => category !== 'All');
export const ATTENDANCE_MODES = { offline: 'In person', online: 'Online', mixed: 'In person and online' } as const;
export const EVENT_STATUSES = { scheduled: 'Scheduled', postponed: 'Postponed', rescheduled: 'Rescheduled', movedOnline: 'Moved online', cancelled: 'Cancelled' } as const;
export const EVENT_IMAGE = siteImage('events');

const place = z.string().trim().max(PLACE_MAX, EVENT_MESSAGES.fieldTooLong).default('');
/** A `datetime-local` value as an ISO moment; '' stays '' (the refinements below say what must be given). */
const moment = (message: string) =>
  z.string().transform((raw, ctx) => {
    if (raw.trim() === '') return '';
    const at = parseLocalDateTime(raw);
    if (at === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return new Date(at).toISOString();
  });

/** An event as staff write it: the `events` document's fields, its venue flattened into the form. */
const eventInput = z
  .object({
    kind: z.literal('event').default('event'),
    heading: z.string().trim().min(1, EVENT_MESSAGES.headingMissing).max(HEADING_MAX, STUDIO_MESSAGES.headingTooLong),
    description: z.string().max(DESCRIPTION_MAX, EVENT_MESSAGES.descriptionTooLarge).refine((html) => html.trim().length > 0, { message: EVENT_MESSAGES.descriptionMissing }),
    category: oneOf(EVENT_FORM_CATEGORIES, EVENT_MESSAGES.categoryUnknown),
    date: moment(EVENT_MESSAGES.startInvalid).refine((iso) => iso !== '', { message: EVENT_MESSAGES.startInvalid }),
    endDate: moment(EVENT_MESSAGES.endInvalid),
    attendanceMode: z.enum(['offline', 'online', 'mixed'], { message: EVENT_MESSAGES.attendanceUnknown }),
    status: z.enum(['scheduled', 'cancelled', 'postponed', 'rescheduled', 'movedOnline'], { message: EVENT_MESSAGES.statusUnknown }),
    venueName: place,
    streetAddress: place,
    locality: place,
    postalCode: place,
    region: place,
    country: place,
    onlineUrl: z.string().trim().default(''),
    image: z.union([z.literal(''), z.string().regex(EVENT_IMAGE), z.string().regex(MEDIA_PATH)], { message: STUDIO_MESSAGES.imageUnknown }).default(''),
  })
  .superRefine((event, ctx) => {
    if (event.endDate && event.endDate < event.date) ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.endBeforeStart });
    if (event.attendanceMode !== 'online' && (!event.venueName || !event.country)) ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.venueMissing });
    if (event.attendanceMode !== 'offline' && !httpsUrl(event.onlineUrl)) ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.onlineUrlInvalid });
  });

export type EventInput = z.output<typeof eventInput>;

type EventFieldName = 'heading' | 'description' | 'category' | 'date' | 'endDate' | 'attendanceMode' | 'status' | 'venueName' | 'streetAddress' | 'locality' | 'postalCode' | 'region' | 'country' | 'onlineUrl' | 'image' | 'publishAt';
/** The form's values as posted, kept as text so a refused form shows exactly what was sent. */
export type EventFields = Record<EventFieldName, string>;
const EVENT_FIELD_NAMES: readonly EventFieldName[] = ['heading', 'description', 'category', 'date', 'endDate', 'attendanceMode', 'status', 'venueName', 'streetAddress', 'locality', 'postalCode', 'region', 'country', 'onlineUrl', 'image', 'publishAt'];

export function eventFieldsFrom(form: FormData): EventFields {
  return Object.fromEntries(EVENT_FIELD_NAMES.map((name) => [name, formText(form, name)])) as EventFields;
}

export function parseEvent(fields: EventFields): { ok: true; value: EventInput } | { ok: false; message: string } {
  return firstProblem(eventInput.safeParse(fields));
}

export function eventFieldsOf(content: EventInput, publishAt: string): EventFields {
  const { heading, description, category, attendanceMode, status, venueName, streetAddress, locality, postalCode, region, country, onlineUrl, image } = content;
  return { heading, description, category, date: publishAtField(content.date), endDate: publishAtField(content.endDate), attendanceMode, status, venueName, streetAddress, locality, postalCode, region, country, onlineUrl, image, publishAt };
}
