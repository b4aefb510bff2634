import type { FormValues } from '../fields';
import { EVENT_MESSAGES, eventFields } from './event';
import { STUDIO_MESSAGES } from '../input';

const valid: FormValues = {
  heading: ' Polymers Summit 2027 ',
  description: '<p>Two days on polymers.</p>',
  category: 'Speciality Polymers',
  date: '2027-03-16T08:30',
  endDate: '2027-03-17T17:00',
  attendanceMode: 'offline',
  status: 'scheduled',
  venueName: 'Congress Centre',
  streetAddress: 'Stockumer Kirchstraße 61',
  locality: 'Düsseldorf',
  postalCode: '40474',
  region: '',
  country: 'DE',
  onlineUrl: '',
  registrationUrl: 'https://example.org/register',
  image: '/images/events/stage-polymers.jpg',
  metaTitle: 'Polymers Summit 2027, Düsseldorf',
  metaDescription: 'Two days on polymers, in Düsseldorf.',
  socialImage: '',
};

describe('the event form', () => {
  test('takes a complete event: times read as UTC, the heading trimmed', () => {
    const parsed = eventFields.parse(valid);
    expect(parsed).toMatchObject({ ok: true, value: { kind: 'event', heading: 'Polymers Summit 2027', date: '2027-03-16T08:30:00.000Z', endDate: '2027-03-17T17:00:00.000Z', venueName: 'Congress Centre', region: '' } });
  });

  test('an online event needs its https address and no venue; a mixed one needs both', () => {
    const online = { ...valid, attendanceMode: 'online', venueName: '', country: '', onlineUrl: 'https://events.example.com/summit' };
    expect(eventFields.parse(online)).toMatchObject({ ok: true, value: { attendanceMode: 'online', onlineUrl: 'https://events.example.com/summit' } });
    expect(eventFields.parse({ ...online, onlineUrl: 'javascript:alert(1)' })).toMatchObject({ ok: false, message: EVENT_MESSAGES.onlineUrlInvalid });
    expect(eventFields.parse({ ...online, onlineUrl: 'http://events.example.com' })).toMatchObject({ ok: false, message: EVENT_MESSAGES.onlineUrlInvalid });
    expect(eventFields.parse({ ...online, attendanceMode: 'mixed' })).toMatchObject({ ok: false, message: EVENT_MESSAGES.venueMissing });
  });

  test.each([
    [{ heading: '' }, EVENT_MESSAGES.headingMissing],
    [{ heading: 'x'.repeat(201) }, STUDIO_MESSAGES.headingTooLong],
    [{ description: ' ' }, EVENT_MESSAGES.descriptionMissing],
    [{ category: 'All' }, EVENT_MESSAGES.categoryUnknown],
    [{ date: '' }, EVENT_MESSAGES.startInvalid],
    [{ date: '2027-02-30T10:00' }, EVENT_MESSAGES.startInvalid],
    [{ endDate: 'soon' }, EVENT_MESSAGES.endInvalid],
    [{ endDate: '2027-03-15T10:00' }, EVENT_MESSAGES.endBeforeStart],
    [{ attendanceMode: 'telepathy' }, EVENT_MESSAGES.attendanceUnknown],
    [{ status: 'rumoured' }, EVENT_MESSAGES.statusUnknown],
    [{ venueName: '' }, EVENT_MESSAGES.venueMissing],
    [{ locality: 'x'.repeat(201) }, EVENT_MESSAGES.fieldTooLong],
    [{ image: 'https://tracker.example/pixel.gif' }, STUDIO_MESSAGES.imageUnknown],
    [{ image: '/images/blogs/bio-based-surfactants.jpg' }, STUDIO_MESSAGES.imageUnknown],
    [{ registrationUrl: 'http://example.org/register' }, EVENT_MESSAGES.registrationUrlInvalid],
    [{ registrationUrl: 'javascript:alert(1)' }, EVENT_MESSAGES.registrationUrlInvalid],
  ])('refuses %j with its message', (change, message) => {
    expect(eventFields.parse({ ...valid, ...change })).toMatchObject({ ok: false, message });
  });

  test('reads the posted form, and a stored event fills it back as it was typed', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) form.set(name, value);
    expect(eventFields.valuesFrom(form)).toEqual(valid);
    const parsed = eventFields.parse(valid);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(eventFields.toForm(parsed.value)).toEqual({ ...valid, heading: 'Polymers Summit 2027', date: '2027-03-16T08:30:00', endDate: '2027-03-17T17:00:00' });
  });
});
