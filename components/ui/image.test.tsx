import NextImage from 'next/image';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { ImageConfigContext } from 'next/dist/shared/lib/image-config-context.shared-runtime';
import fs from 'node:fs';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import nextConfig from '../../next.config';
import { Image, type SiteImageProps } from './image';

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
function attributes(html: string, { withStyle = true } = {}): string[] {
  const img = html.match(/<img[^>]*>/)?.[0] ?? '';
  const all = [...img.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map((m) => `${m[1]}=${m[2] ?? ''}`).sort();
  return withStyle ? all : all.filter((attribute) => !attribute.startsWith('style='));
}

/** next/image as the site's build configures it (next.config.ts's images). */
function NextImageAsBuilt(props: SiteImageProps) {
  return (
    <ImageConfigContext.Provider value={{ ...imageConfigDefault, ...nextConfig.images }}>
      <NextImage {...props} alt={props.alt} />
    </ImageConfigContext.Provider>
  );
}

describe('Image', () => {
  it("next.config.ts changes Next's image settings only in formats and device sizes", () => {
    const images = { ...imageConfigDefault, ...nextConfig.images };
    expect(images.qualities).toHaveLength(1);
    for (const key of ['path', 'loader', 'loaderFile', 'imageSizes', 'qualities', 'unoptimized', 'dangerouslyAllowSVG'] as const) {
      expect(images[key]).toEqual(imageConfigDefault[key]);
    }
  });

  it.each(CASES)('renders the <img> next/image renders for $src, its inline style aside', (props) => {
    const ours = renderToStaticMarkup(<Image {...props} alt={props.alt} />);
    expect(attributes(ours)).toContain(`data-nimg=${props.fill ? 'fill' : '1'}`);
    expect(attributes(ours)).toEqual(attributes(renderToStaticMarkup(<NextImageAsBuilt {...props} />), { withStyle: false }));
  });

  it("leaves next/image's inline style to one rule per kind of image in globals.css", () => {
    const styleOf = (props: SiteImageProps) => attributes(renderToStaticMarkup(<NextImageAsBuilt {...props} />)).find((a) => a.startsWith('style='));
    expect(styleOf(CASES[1]!)).toBe('style=position:absolute;height:100%;width:100%;left:0;top:0;right:0;bottom:0;color:transparent');
    expect(styleOf(CASES[0]!)).toBe('style=color:transparent');
    const css = fs.readFileSync('app/globals.css', 'utf8').replace(/\s+/g, ' ');
    expect(css).toContain('img[data-nimg] { color: transparent; }');
    expect(css).toContain("img[data-nimg='fill'] { position: absolute; inset: 0; width: 100%; height: 100%; }");
  });

  it('preloads a priority image as next/image does', () => {
    const props = CASES[4]!;
    // React writes preload links into a document's head.
    const preload = (image: ReactNode) => renderToStaticMarkup(<html><body>{image}</body></html>).match(/<link[^>]*>/)?.[0];
    expect(preload(<Image {...props} alt={props.alt} />)).toMatch(/rel="preload"/);
    expect(preload(<Image {...props} alt={props.alt} />)).toBe(preload(<NextImageAsBuilt {...props} />));
  });
});
