/** Where the studio's upload form posts (a route handler: an image is larger than a server action may take). */
export const IMAGE_UPLOAD_PATH = '/studio/images/upload';

/** An uploaded image's name: its content's hash, so the same picture uploaded twice is one file. */
export const MEDIA_NAME = /^[a-f0-9]{32}\.webp$/;

/** Where the site serves an uploaded image (app/media/[name]/route.ts). */
export const mediaPath = (name: string) => `/media/${name}`;

/** An uploaded image's path, as a form may choose it. */
export const MEDIA_PATH = /^\/media\/[a-f0-9]{32}\.webp$/;

/** Every upload a stored value shows (a draft, a public document: any field, the body's HTML included), by name, once each. */
export function mediaNamesIn(...values: unknown[]): string[] {
  const text = JSON.stringify(values);
  return [...new Set([...text.matchAll(/\/media\/([a-f0-9]{32}\.webp)/g)].map((match) => match[1]!))];
}
