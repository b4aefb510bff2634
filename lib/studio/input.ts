import { z } from 'zod';

/**
 * What every studio form shares: the messages that do not name a kind (lib/studio/kinds.ts has
 * those that do), the version a form was opened at, and the moments staff type (UTC).
 */
/** Why a role was not given: the account has not proven its address (the page and `npm run staff` say the same). */
export const ROLE_UNCONFIRMED = (email: string) =>
  `The account of ${email} has not confirmed its address yet: a role goes only to a confirmed address. Ask them to follow the link we mailed them (or send a new one from their account page), then try again.`;

export const STUDIO_MESSAGES = {
  /** A scheduled item saved again since: what the schedule publishes is the version the publisher scheduled. */
  scheduledEarlier: (version: number) =>
    `The schedule publishes version ${version}, the one a publisher scheduled. Changes saved since then stay a draft: a publisher publishes them, or schedules again to include them.`,
  headingTooLong: 'Keep the heading under 200 characters.',
  imageUnknown: 'Choose an image from the list.',
  versionInvalid: 'The form is out of date: reload the page and try again.',
  unscheduled: 'The schedule is cancelled.',
  /** An autosave's answer, beside the buttons with the time it was kept. */
  autosaved: 'Draft saved automatically.',
  restored: 'Restored as the newest draft. The public site is unchanged until it is published.',
  publishAtInvalid: 'Give the date and time (UTC) to publish at.',
  publishAtPast: 'Choose a time to publish at that is still to come.',
  notAllowed: 'Your role does not allow this.',
  roleAddressInvalid: 'Enter the e-mail address of an account.',
  eraseAddressInvalid: 'Enter one e-mail address.',
  reviewsWithdrawn: 'Every review link of this insight has been withdrawn.',
  roleUnknown: 'Choose a role, or No role.',
  roleNoAccount: 'No account has this address: the person signs up through /signup first.',
  roleOwnAdmin: 'You cannot take away your own admin role: another admin can, or npm run staff.',
  failed: 'The studio could not save this just now. Nothing was lost: try again in a moment.',
} as const;

export const HEADING_MAX = 200;

/** A field that must hold one of a fixed list of values. */
export const oneOf = (values: readonly string[], message: string) => z.string().refine((value) => values.includes(value), { message });

/** A posted form's text field, '' when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The version the form was opened at: 0 for an item not saved in the studio yet. */
export const versionInput = z.string().regex(/^\d{1,7}$/, STUDIO_MESSAGES.versionInvalid).transform(Number);

/** A date and time as a `datetime-local` field sends it, read as UTC (the studio shows every time in UTC). */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `datetime-local` value as a moment (UTC); null for anything that is no date, such as 2026-02-30. */
export function parseLocalDateTime(raw: string): number | null {
  const parts = LOCAL_DATE_TIME.exec(raw.trim());
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const at = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(at);
  // 2026-02-30 would roll over to March: a date that is no date.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return at;
}

/** The moment to publish at, from the form: a real date and time still to come. */
export function parsePublishAt(raw: string, now: number): { ok: true; at: number } | { ok: false; message: string } {
  const at = parseLocalDateTime(raw);
  if (at === null) return { ok: false, message: STUDIO_MESSAGES.publishAtInvalid };
  if (at <= now) return { ok: false, message: STUDIO_MESSAGES.publishAtPast };
  return { ok: true, at };
}

/** A stored moment as a form's `datetime-local` field shows it (UTC, to the second). */
export function publishAtField(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 19) : '';
}

/** Whether a value is an https address (an online event's, an application form's, a banner's link elsewhere). */
export function httpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** An image among the site's own, under one folder of /images: a path with one plain file name. */
export const siteImage = (folder: string) => new RegExp(`^/images/${folder}/[a-z0-9][a-z0-9-]{0,80}\\.(?:jpg|jpeg|png|webp)$`);
