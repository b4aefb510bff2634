import NextImage from 'next/image';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import nextConfig from '../../next.config';
import { Image, type SiteImageProps } from './image';
import { IMAGE_DEFAULTS } from './image-attributes';

// Each shape of image the site renders: fixed size, fill with sizes, eager low priority, priority, unoptimised.
const CASES: SiteImageProps[] = [
  { src: '/images/about/curiosity.svg', alt: '', width: 72, height: 72 },
  { src: '/images/pages/about-hero.jpg', alt: 'A hero', fill: true, sizes: '100vw', className: 'hero' },
  { src: '/images/logo-white.svg', alt: 'Home', width: 160, height: 40, loading: 'eager', fetchPriority: 'low' },
  { src: '/images/blogs/a.jpg', alt: '', width: 640, height: 360, sizes: '(max-width: 600px) 100vw, 384px' },
  { src: '/images/events/b.jpg', alt: 'Photo 1', fill: true, sizes: '(max-width: 900px) 100vw, 820px', priority: true },
  { src: '/images/event-logo.svg', alt: 'Logo', width: 72, height: 72, unoptimized: true },
  { src: '/images/pages/capabilities-banner.jpg', alt: 'Hero', fill: true, sizes: '100vw', priority: true, fetchPriority: 'high' },
  { src: '/images/offices/pune.jpg', alt: '', width: 300, height: 200 },
  { src: '/images/offices/pune.jpg', alt: '', width: 1800, height: 1200, loading: 'eager' },
  { src: '/images/blogs/c d.jpg?v=2', alt: '', fill: true, sizes: '(min-width: 900px) 33vw, 50vw' },
  { src: '/images/blogs/e.png', alt: '', width: 400, height: 300, sizes: '400px' },
  { src: '/images/raw.jpg', alt: 'Raw', width: 10, height: 10, unoptimized: true, loading: 'lazy' },
];

/** The tag's name and attributes, sorted: the two components write them in different orders. */
function attributes(html: string): string[] {
  const img = html.match(/<img[^>]*>/)?.[0] ?? '';
  return [...img.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map((m) => `${m[1]}=${m[2] ?? ''}`).sort();
}

describe('Image', () => {
  it("builds URLs from Next's image defaults, which next.config.ts keeps", () => {
    expect(IMAGE_DEFAULTS).toEqual({ path: imageConfigDefault.path, deviceSizes: imageConfigDefault.deviceSizes, imageSizes: imageConfigDefault.imageSizes, quality: imageConfigDefault.qualities![0] });
    expect(imageConfigDefault.qualities).toHaveLength(1);
    const images = nextConfig.images ?? {};
    for (const key of ['path', 'loader', 'loaderFile', 'deviceSizes', 'imageSizes', 'qualities', 'unoptimized', 'dangerouslyAllowSVG'] as const) {
      expect(images[key] ?? imageConfigDefault[key]).toEqual(imageConfigDefault[key]);
    }
  });

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
