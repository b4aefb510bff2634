import NextImage from 'next/image';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Image, type SiteImageProps } from './image';

// Each shape of image the site renders: fixed size, fill with sizes, eager low priority, priority, unoptimised.
const CASES: SiteImageProps[] = [
  { src: '/images/about/curiosity.svg', alt: '', width: 72, height: 72 },
  { src: '/images/pages/about-hero.jpg', alt: 'A hero', fill: true, sizes: '100vw', className: 'hero' },
  { src: '/images/logo-white.svg', alt: 'Home', width: 160, height: 40, loading: 'eager', fetchPriority: 'low' },
  { src: '/images/blogs/a.jpg', alt: '', width: 640, height: 360, sizes: '(max-width: 600px) 100vw, 384px' },
  { src: '/images/events/b.jpg', alt: 'Photo 1', fill: true, sizes: '(max-width: 900px) 100vw, 820px', priority: true },
  { src: '/images/event-logo.svg', alt: 'Logo', width: 72, height: 72, unoptimized: true },
];

/** The tag's name and attributes, sorted: the two components write them in different orders. */
function attributes(html: string): string[] {
  const img = html.match(/<img[^>]*>/)?.[0] ?? '';
  return [...img.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map((m) => `${m[1]}=${m[2] ?? ''}`).sort();
}

describe('Image', () => {
  it.each(CASES)('renders the <img> next/image renders for $src', (props) => {
    const ours = renderToStaticMarkup(<Image {...props} alt={props.alt} />);
    expect(attributes(ours)).toContain(`data-nimg=${props.fill ? 'fill' : '1'}`);
    expect(attributes(ours)).toEqual(attributes(renderToStaticMarkup(<NextImage {...props} alt={props.alt} />)));
  });

  it('preloads a priority image as next/image does', () => {
    const props = CASES[4]!;
    // React writes preload links into a document's head.
    const preload = (image: ReactNode) => renderToStaticMarkup(<html><body>{image}</body></html>).match(/<link[^>]*>/)?.[0];
    expect(preload(<Image {...props} alt={props.alt} />)).toMatch(/rel="preload"/);
    expect(preload(<Image {...props} alt={props.alt} />)).toBe(preload(<NextImage {...props} alt={props.alt} />));
  });
});
