import { getMediaFiles } from '@/lib/media/files';
import { MEDIA_NAME } from '@/lib/media/paths';

/**
 * GET /media/<name>: an image staff uploaded, as the site keeps it (WebP). Its name is its
 * content's hash, so it never changes: browsers and the CDN keep it for a year. next/image
 * resizes it like the site's own pictures.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const bytes = MEDIA_NAME.test(name) ? await (await getMediaFiles()).get(name) : null;
  if (!bytes) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } });
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'image/webp', 'Content-Length': String(bytes.byteLength), 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
