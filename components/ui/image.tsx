import { EagerImage } from './eager-image.client';
import { imageAttributes, type SiteImageProps } from './image-attributes';

export type { SiteImageProps } from './image-attributes';

/**
 * next/image's <img> (the same srcset, sizes, loading, styles and priority preload) without
 * its client component or its option handling: none of our images has a placeholder or a load
 * handler, so the ≈ 5 kB of next/image code a page hydrated did nothing for the visitor, and
 * `imageAttributes` builds the markup in a few lines. (next/image's one extra, un-hiding the
 * alt text of a file that fails to load, matters little: every image is ours.)
 */
export function Image(props: SiteImageProps) {
  const img = imageAttributes(props);
  // React's own rule for preloading an <img> from RSC data: not lazy, not low priority.
  if (img.loading !== 'lazy' && img.fetchPriority !== 'low') {
    return <EagerImage {...img} preload={Boolean(props.priority)} />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's <img>, attribute for attribute
  return <img {...img} alt={img.alt} />;
}
