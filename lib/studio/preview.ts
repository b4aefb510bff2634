import 'server-only';
import { draftMode } from 'next/headers';
import { getStore } from '../data';
import type { Blog, JobOpening, SiteEvent } from '../data/schema';
import { staffMember } from './access';
import { blogOfDraft, eventOfDraft, openingOfDraft, openItem } from './items';

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
