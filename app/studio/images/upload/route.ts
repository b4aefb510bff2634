import { getSessionUser } from '@/lib/auth/session';
import { isSameOrigin } from '@/lib/auth/same-origin';
import { getStore } from '@/lib/data';
import { env } from '@/lib/env';
import { getMediaFiles } from '@/lib/media/files';
import { IMAGE_MAX_BYTES, type UploadProblem } from '@/lib/media/images';
import { storeUpload } from '@/lib/media/uploads';
import { rateLimit } from '@/lib/rate-limit';
import { staffMember, staffName } from '@/lib/studio/access';

/** The form's fields besides the file: a little room over the image's own cap. */
const FORM_OVERHEAD = 64 * 1024;

/** Back to the images page after a post: 303, so the browser asks for it with GET. */
const seeOther = (path: string) => new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'private, no-store' } });
const refuse = (problem: UploadProblem) => seeOther(`/studio/images?problem=${problem}`);

/** The posted file's bytes and alt text; null for a form that is not one, or holds no file. */
async function posted(request: Request): Promise<{ bytes: Uint8Array; alt: string } | null> {
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  const alt = form?.get('alt');
  if (!(file instanceof File) || file.size === 0) return null;
  return { bytes: new Uint8Array(await file.arrayBuffer()), alt: typeof alt === 'string' ? alt : '' };
}

/**
 * POST /studio/images/upload: the studio's image upload form (multipart, posted as it is, before
 * and without any script). A route handler, not a server action: an image is larger than the
 * site lets an action take. Editors and up, checked here (a reader gets a 404); cross-site posts
 * refused, as Next refuses them for actions. Answers 303 back to /studio/images with the outcome.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request, env().SITE_URL)) return new Response('Forbidden', { status: 403 });
  if (!(await getSessionUser())) return seeOther('/login?next=%2Fstudio%2Fimages');
  const member = await staffMember('editor');
  if (!member) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  // The size a browser declares is checked before anything is read; a body without one is refused.
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(declared)) return new Response('Length required', { status: 411 });
  if (declared > IMAGE_MAX_BYTES + FORM_OVERHEAD) return refuse('tooLarge');
  // What one account may keep adding in an hour (RATE_LIMITS may change it).
  if (!(await rateLimit('uploads', `uid:${member.user.uid}`))) return refuse('quota');
  const form = await posted(request);
  if (!form) return refuse('missing');
  const { bytes, alt } = form;
  const actor = { by: staffName(member), at: Date.now() };
  const outcome = await (async () => storeUpload(await getStore(), await getMediaFiles(), bytes, alt, actor))().catch((error: unknown) => {
    console.error('[studio] an image upload failed:', error instanceof Error ? error.message : error);
    return { ok: false, problem: 'failed' } as const;
  });
  return outcome.ok ? seeOther(`/studio/images?done=${outcome.name}`) : refuse(outcome.problem);
}
