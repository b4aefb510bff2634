import 'server-only';
import { cookies, draftMode, headers } from 'next/headers';
import { sessionCookieOptions } from '../auth/cookie';
import { env } from '../env';
import { getStore } from '../data';
import { staffMember } from './access';
import { kindOfId, type StudioKind } from './kinds';
import { asPublished, openItem, type PublicDocOf } from './versions';

/** Next's draft-mode cookie. */
const DRAFT_COOKIE = '__prerender_bypass';
/** The item being previewed where a list shows it (a banner, a compendium, a news item): its id. */
const PREVIEW_ITEM = 'studio_preview';

/**
 * Turns draft mode on or off for this browser. Next sets its cookie `Secure; SameSite=None`
 * whatever the scheme, which a browser drops over plain http (a local `npm start`); it is set
 * again with the session cookie's attributes: SameSite=Lax, Secure whenever served over https.
 */
export async function setPreview(on: boolean, id = ''): Promise<void> {
  const mode = await draftMode();
  if (on) mode.enable();
  else mode.disable();
  const jar = await cookies();
  const options = sessionCookieOptions(env(), await headers(), on ? undefined : 0);
  jar.set(DRAFT_COOKIE, on ? (jar.get(DRAFT_COOKIE)?.value ?? '') : '', options);
  jar.set(PREVIEW_ITEM, on ? id : '', options);
}

/**
 * An item's latest draft as its public document, when staff preview it (Next's draft mode, turned
 * on by app/studio/preview/[id]); null for everyone else, and whenever draft mode is off, so a
 * public page reads only its published copy. The role is checked on this request, as in the studio.
 */
export async function previewed<K extends StudioKind>(kind: K, id: string): Promise<PublicDocOf<K> | null> {
  if (!(await draftMode()).isEnabled || (await staffMember()) === null) return null;
  const opened = await openItem(await getStore(), kind, id);
  return opened ? asPublished(opened) : null;
}

/**
 * The draft of the item staff are previewing, if it is of this kind: for a page that shows it in
 * a list or a slot (the news list, a vertical's compendiums, a page's banner). Null for everyone
 * else, and whenever draft mode is off (the page then stays static: no cookie is read).
 */
export async function previewedItem<K extends StudioKind>(kind: K): Promise<PublicDocOf<K> | null> {
  if (!(await draftMode()).isEnabled) return null;
  const id = (await cookies()).get(PREVIEW_ITEM)?.value ?? '';
  return kindOfId(id) === kind ? previewed(kind, id) : null;
}
