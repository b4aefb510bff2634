import { getImageProps } from 'next/image';
import { EagerImage } from './eager-image.client';

/** What the site passes to an image: no load handlers or placeholders. */
export type SiteImageProps = {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  fill?: boolean;
  sizes?: string;
  /** The page's LCP image: eager, and preloaded. */
  priority?: boolean;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  unoptimized?: boolean;
};

/**
 * next/image's <img>, from Next's own `getImageProps` (the same srcset, sizes, loading and
 * priority preload), rendered on the server without next/image's client component: none of
 * our images has a placeholder or a load handler, and that component cost 5,384 bytes gzip on
 * every page's first load, putting every content page over its budget (docs/performance.md).
 * Its inline style is one rule per kind of image in globals.css, keyed on data-nimg, instead of
 * ≈ 100 bytes per image in the HTML and again in the RSC data.
 */
export function Image(props: SiteImageProps) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the inline style is globals.css's
  const { style, ...img } = getImageProps(props).props;
  // next/image's own mark of its images (its component adds it; the styles key on it).
  const nimg = props.fill ? 'fill' : '1';
  // React's own rule for preloading an <img> from RSC data: not lazy, not low priority.
  if (img.loading !== 'lazy' && img.fetchPriority !== 'low') {
    return <EagerImage {...img} data-nimg={nimg} preload={Boolean(props.priority)} />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's <img>, attribute for attribute
  return <img {...img} alt={props.alt} data-nimg={nimg} />;
}
