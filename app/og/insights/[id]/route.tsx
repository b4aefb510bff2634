import { ImageResponse } from 'next/og';
import { displayCategory, displayInsightType } from '@/content/categories';
import { SITE } from '@/content/site';
import { getStore, queries } from '@/lib/data';
import { formatMonthYear } from '@/lib/dates';
import { truncate } from '@/lib/text';

export const revalidate = 3600;

const SIZE = { width: 1200, height: 630 };

/** The link-preview image of an insight article: 1200x630 PNG with its heading and the brand. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [blog] = await (await getStore()).list(queries.blogById(id));
  if (!blog) return new Response('Not found', { status: 404 });
  const image = new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: 72, background: '#0f4061', color: '#ffffff' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 30, color: '#ff9b42' }}>
          <div style={{ width: 18, height: 56, background: '#5fad56' }} />
          {`${displayInsightType(blog.insighttype)} · ${displayCategory(blog.category) || 'Insights'}`}
        </div>
        <div style={{ display: 'flex', fontSize: blog.heading.length > 70 ? 58 : 68, lineHeight: 1.15, fontWeight: 700 }}>{truncate(blog.heading, 120)}</div>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, color: '#dbe7ef' }}>
          <span>{SITE.name}</span>
          <span>{[blog.author, formatMonthYear(blog.date)].filter(Boolean).join(' · ')}</span>
        </div>
      </div>
    ),
    SIZE,
  );
  // A heading can change: cache for an hour rather than the default "immutable".
  image.headers.set('Cache-Control', 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400');
  return image;
}
