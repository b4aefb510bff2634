import 'server-only';
import { cookies, draftMode, headers } from 'next/headers';
import { sessionCookieOptions } from '../auth/cookie';
import { env } from '../env';
import { getStore } from '../data';
import type { Blog, JobOpening, SiteEvent } from '../data/schema';
import { staffMember } from './access';
import { blogOfDraft, eventOfDraft, openingOfDraft, openItem } from './items';

/** Next's draft-mode cookie. */
const DRAFT_COOKIE = '__prerender_bypass';

/**
 * Turns draft mode on or off for this browser. Next sets its cookie `Secure; SameSite=None`
 * whatever the scheme, which a browser drops over plain http (a local `npm start`); it is set
 * again with the session cookie's attributes: SameSite=Lax, Secure whenever served over https.
 */
export async function setPreview(on: boolean): Promise<void> {
  const mode = await draftMode();
  if (on) mode.enable();
  else mode.disable();
  const jar = await cookies();
  const options = sessionCookieOptions(env(), await headers(), on ? undefined : 0);
  jar.set(DRAFT_COOKIE, on ? (jar.get(DRAFT_COOKIE)?.value ?? '') : '', options);
}

/** Whether this request is staff previewing drafts: draft mode on, and a staff role checked on this request. */
async function previewing(): Promise<boolean> {
  return (await draftMode()).isEnabled && (await staffMember()) !== null;
}

/**
 * An insight's latest draft when staff preview it (Next's draft mode, turned on by
 * app/studio/preview/[id]); null for everyone else, and whenever draft mode is off, so a public
 * page reads only its published copy. The role is checked on this request, as in the studio.
 */
export async function previewedInsight(id: string): Promise<Blog | null> {
  if (!(await previewing())) return null;
  const opened = await openItem(await getStore(), 'insight', id);
  return opened ? blogOfDraft(opened) : null;
}

/** An event's latest draft when staff preview it, as previewedInsight. */
export async function previewedEvent(id: string): Promise<SiteEvent | null> {
  if (!(await previewing())) return null;
  const opened = await openItem(await getStore(), 'event', id);
  return opened ? eventOfDraft(opened) : null;
}

/** A job opening's latest draft when staff preview it, as previewedInsight. */
export async function previewedOpening(id: string): Promise<JobOpening | null> {
  if (!(await previewing())) return null;
  const opened = await openItem(await getStore(), 'opening', id);
  return opened ? openingOfDraft(opened) : null;
}
