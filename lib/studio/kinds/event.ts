import 'server-only';
import { z } from 'zod';
import { EVENT_CATEGORIES } from '@/content/categories';
import { queries } from '../../data/queries';
import type { SiteEvent } from '../../data/schema';
import { cleanCmsHtml } from '../../html/sanitize';
import { MEDIA_PATH } from '../../media/paths';
import { eventIcsPath } from '../../calendar';
import { eventPath } from '../../text';
import { field, fieldsOf, listed } from '../fields';
import { HEADING_MAX, httpsUrl, oneOf, siteImage, STUDIO_MESSAGES } from '../input';
import { asOnSite, imageOptions } from '../options';
import { defineKind, pageOf } from './kind';
import { seoFields } from './seo';

/** What the event form may send, and the messages for what it may not. */
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
  registrationUrlInvalid: 'Give the https address where people register, or leave it empty.',
} as const;

const CATEGORIES = EVENT_CATEGORIES.filter((category) => category !== 'All');
const ATTENDANCE = { offline: 'In person', online: 'Online', mixed: 'In person and online' } as const;
const STATUSES = { scheduled: 'Going ahead as planned', postponed: 'Postponed', rescheduled: 'Rescheduled', movedOnline: 'Moved online', cancelled: 'Cancelled' } as const;
const IMAGE = siteImage('events');

/** A venue field: in person, all under the venue's fieldset. */
const place = (label: string) => field.text(label, { max: 200, maxMessage: EVENT_MESSAGES.fieldTooLong, group: 'Venue (in person)' });

/** An event: the `events` document's fields, its venue flattened into the form; times in UTC. */
export const eventFields = fieldsOf(
  'event',
  {
    heading: field.text('Heading', { max: HEADING_MAX, maxMessage: STUDIO_MESSAGES.headingTooLong, missing: EVENT_MESSAGES.headingMissing, always: true }),
    description: field.html('Description', { max: 100_000, maxMessage: EVENT_MESSAGES.descriptionTooLarge, missing: EVENT_MESSAGES.descriptionMissing, images: () => imageOptions('events', IMAGE) }),
    date: field.moment('Starts (UTC)', { invalid: EVENT_MESSAGES.startInvalid, missing: EVENT_MESSAGES.startInvalid }),
    endDate: field.moment('Ends (UTC)', { invalid: EVENT_MESSAGES.endInvalid }),
    category: field.choice('Vertical', { input: oneOf(CATEGORIES, EVENT_MESSAGES.categoryUnknown), options: asOnSite(CATEGORIES) }),
    attendanceMode: field.choice('Attendance', { input: z.enum(['offline', 'online', 'mixed'], { message: EVENT_MESSAGES.attendanceUnknown }), empty: 'offline', options: listed(Object.keys(ATTENDANCE), ATTENDANCE) }),
    status: field.choice('Event status', { input: z.enum(['scheduled', 'postponed', 'rescheduled', 'movedOnline', 'cancelled'], { message: EVENT_MESSAGES.statusUnknown }), empty: 'scheduled', options: listed(Object.keys(STATUSES), STATUSES) }),
    image: field.image('Image', {
      input: z.union([z.literal(''), z.string().regex(IMAGE), z.string().regex(MEDIA_PATH)], { message: STUDIO_MESSAGES.imageUnknown }),
      options: () => imageOptions('events', IMAGE),
      allowNone: true,
    }),
    venueName: place('Venue'),
    streetAddress: place('Street address'),
    locality: place('Town or city'),
    postalCode: place('Postal code'),
    region: place('Region'),
    country: place('Country'),
    onlineUrl: field.text('Online at (https address)', { max: 2000, maxMessage: EVENT_MESSAGES.onlineUrlInvalid, control: 'url' }),
    registrationUrl: field.text('Registration (https address)', {
      max: 2000,
      maxMessage: EVENT_MESSAGES.registrationUrlInvalid,
      control: 'url',
      hint: 'Where people sign up to attend; the page links it while the event is ahead. Empty: no registration link.',
    }),
    ...seoFields('events', IMAGE, { title: 'the heading', description: 'the description’s opening' }),
  },
  // A draft may leave out where the event is held; what it gives must hold together.
  (event, ctx, stage) => {
    if (event.endDate && event.date && event.endDate < event.date) ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.endBeforeStart, path: ['endDate'] });
    if (event.registrationUrl && !httpsUrl(event.registrationUrl)) ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.registrationUrlInvalid, path: ['registrationUrl'] });
    if (stage === 'draft') return;
    if (event.attendanceMode !== 'online' && (!event.venueName || !event.country)) ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.venueMissing, path: [event.venueName ? 'country' : 'venueName'] });
    if (event.attendanceMode !== 'offline' && !httpsUrl(event.onlineUrl)) ctx.addIssue({ code: 'custom', message: EVENT_MESSAGES.onlineUrlInvalid, path: ['onlineUrl'] });
  },
);

type EventContent = ReturnType<typeof eventFields.read>;

/** A document without one of its keys (the id, which the store keeps apart). */
function withoutKey<T extends object, K extends keyof T>(doc: T, key: K): Omit<T, K> {
  const rest = { ...doc };
  delete rest[key];
  return rest;
}

/** The fields staff filled in: an empty optional field is left out of the document, not stored as ''. */
const filledIn = <T extends object>(fields: T): T => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as T;

/**
 * The draft as the `events` document holds it: the venue only for an event held in person, the
 * address only online, its image as the first of its images. Every other field goes across under
 * its own name, so a new one needs no line here.
 */
function eventDoc(id: string, content: EventContent): SiteEvent {
  const { venueName, streetAddress, locality, postalCode, region, country, onlineUrl, image, endDate, ...rest } = content;
  const same = withoutKey(rest, 'kind');
  const inPerson = content.attendanceMode !== 'online';
  const online = content.attendanceMode !== 'offline';
  const venue = filledIn({ name: venueName, streetAddress, addressLocality: locality, postalCode, addressRegion: region, addressCountry: country });
  return {
    id,
    ...same,
    ...(endDate ? { endDate } : {}),
    images: image ? [image] : [],
    ...(inPerson ? { venue } : {}),
    ...(online ? { onlineUrl } : {}),
  };
}

export const event = defineKind({
  kind: 'event',
  noun: 'event',
  plural: 'events',
  title: 'Event',
  section: 'events',
  id: /^e-[a-z0-9-]{1,80}$/,
  prefix: 'e',
  ownPage: true,
  searched: 'event',
  facets: (content) => ({ vertical: content.category }),
  fields: eventFields,
  collection: 'events',
  // Fields of the same name read across; an event stored before attendance and status were kept has them guessed.
  fromPublic: (doc) =>
    eventFields.read({
      ...doc,
      endDate: doc.endDate ?? '',
      attendanceMode: doc.attendanceMode ?? (doc.onlineUrl && !doc.venue ? 'online' : 'offline'),
      status: doc.status ?? 'scheduled',
      venueName: doc.venue?.name ?? '',
      streetAddress: doc.venue?.streetAddress ?? '',
      locality: doc.venue?.addressLocality ?? '',
      postalCode: doc.venue?.postalCode ?? '',
      region: doc.venue?.addressRegion ?? '',
      country: doc.venue?.addressCountry ?? '',
      onlineUrl: doc.onlineUrl ?? '',
      image: doc.images[0] ?? '',
    }),
  asPublic: (id, content) => eventDoc(id, content),
  clean: (content) => ({ ...content, description: cleanCmsHtml(content.description) }),
  // An event's date is when it happens (the form's). Its further photos stay while its first is unchanged.
  publish: async (store, id, content, _item, existing) => {
    const doc = eventDoc(id, content);
    await store.set('events', id, { ...withoutKey(doc, 'id'), images: existing && existing.images[0] === content.image ? existing.images : doc.images });
  },
  publicPath: (id) => eventPath(id),
  // The home page's events, the list, its calendar file and its preview image.
  shownOn: (id) => ['/', '/events', eventIcsPath(id), `/og/events/${id}`],
  listPublished: async (store, limit, after) =>
    pageOf(
      (await store.list({ ...queries.newestEvents(limit), ...(after ? { after } : {}) })).map((doc) => ({ id: doc.id, heading: doc.heading, date: doc.date, path: eventPath(doc.id) })),
      limit,
    ),
  listedAs: 'Takes place',
});
