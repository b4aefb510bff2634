import 'server-only';
import { draftMode } from 'next/headers';
import { getStore } from '../data';
import type { Blog } from '../data/schema';
import { staffMember } from './access';
import { blogOfDraft, openInsight } from './items';

/**
 * An insight's latest draft when staff preview it (Next's draft mode, turned on by
 * app/studio/preview/[id]); null for everyone else, and whenever draft mode is off, so a public
 * page reads only its published copy. The role is checked on this request, as in the studio.
 */
export async function previewedInsight(id: string): Promise<Blog | null> {
  if (!(await draftMode()).isEnabled || !(await staffMember())) return null;
  const opened = await openInsight(await getStore(), id);
  return opened ? blogOfDraft(opened) : null;
}
