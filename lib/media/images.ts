import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** What an upload may be, and the messages for what it may not. */
export const IMAGE_MESSAGES = {
  missing: 'Choose an image file to upload.',
  tooLarge: 'The image is too large: keep it under 5 MB.',
  notImage: 'This file is not an image the site can show: upload a JPEG, PNG or WebP.',
  altMissing: 'Describe the image for readers who cannot see it (its alt text).',
  altTooLong: 'Keep the alt text under 300 characters.',
  uploaded: 'Uploaded. The image is in every image list of the studio’s forms.',
  failed: 'The image could not be stored just now. Nothing was kept: try again in a moment.',
  quota: 'You have uploaded as many images as one person may in an hour. Try again later.',
} as const;

/** What the images page says after its alt-text and delete forms. */
export const LIBRARY_MESSAGES = {
  altSaved: 'The alt text is saved. Forms and pages that take the upload’s own alt text show it now; a body keeps the alt text it was given.',
  deleted: 'The image is deleted.',
  inUse: 'The image is still shown by an item, so it was kept: choose another image there first.',
  gone: 'That image is not in the library any more.',
} as const;

/** What went wrong with an upload: a key of IMAGE_MESSAGES (the page shows its message). */
export type UploadProblem = Exclude<keyof typeof IMAGE_MESSAGES, 'uploaded'>;
export type Refused = { ok: false; problem: UploadProblem };

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The widest the site shows an image (a banner at 1920 px): larger uploads are scaled down to it. */
const MAX_EDGE = 2400;
/** A decompression bomb (a small file of a huge picture) is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

export type PreparedImage = { name: string; bytes: Buffer; width: number; height: number };

/**
 * An upload as the site keeps it: decoded (so only a real JPEG, PNG or WebP passes, whatever its
 * name or declared type says), turned upright, scaled to at most MAX_EDGE, and written anew as
 * WebP. Writing it anew drops everything else the file held: its EXIF (a phone's GPS position
 * included), comments, and any bytes smuggled after the picture.
 */
export async function prepareImage(input: Uint8Array): Promise<{ ok: true; image: PreparedImage } | Refused> {
  if (input.byteLength === 0) return { ok: false, problem: 'missing' };
  if (input.byteLength > IMAGE_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.format || !FORMATS.has(meta.format)) return { ok: false, problem: 'notImage' };
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS, pages: 1 })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const name = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.webp`;
    return { ok: true, image: { name, bytes: data, width: info.width, height: info.height } };
  } catch {
    return { ok: false, problem: 'notImage' };
  }
}

/** The alt text as given: trimmed, one line, required. */
export function parseAlt(raw: string): { ok: true; alt: string } | Refused {
  const alt = raw.replace(/\s+/g, ' ').trim();
  if (!alt) return { ok: false, problem: 'altMissing' };
  if (alt.length > 300) return { ok: false, problem: 'altTooLong' };
  return { ok: true, alt };
}
