import { ImageResponse } from 'next/og';
import { SITE } from '@/content/site';
import { truncate } from '../text';
import { OG_SIZE } from './metadata';
import { drawable, ogFonts } from './og-fonts';

type Card = {
  /** Above the title: the kind of page and its vertical. */
  eyebrow: string;
  title: string;
  /** Bottom right: author and date, a date and a city, a place. */
  detail?: string;
};

/**
 * A page's link preview: a 1200x630 PNG with the brand's colours, the page's kind, its title
 * and one line of detail. One design for articles, events, industries and openings. Cached for
 * an hour by browsers and CDNs (a title can change), not for a year as Next's default says.
 */
export function ogCard(card: Card): ImageResponse {
  const eyebrow = drawable(card.eyebrow);
  const title = drawable(card.title);
  const detail = drawable(card.detail ?? '');
  const image = new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: 72, background: '#0f4061', color: '#ffffff', fontFamily: 'Inter' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 30, color: '#ff9b42' }}>
          <div style={{ width: 18, height: 56, background: '#5fad56' }} />
          {eyebrow}
        </div>
        <div style={{ display: 'flex', fontSize: title.length > 70 ? 58 : 68, lineHeight: 1.15, fontWeight: 700 }}>{truncate(title, 120)}</div>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, color: '#dbe7ef' }}>
          <span>{drawable(SITE.name)}</span>
          <span>{detail}</span>
        </div>
      </div>
    ),
    { ...OG_SIZE, fonts: ogFonts() },
  );
  image.headers.set('Cache-Control', 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400');
  return image;
}

/** The plain 404 of a preview whose page does not exist. */
export const ogNotFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
