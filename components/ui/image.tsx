import { getImageProps, type ImageProps } from 'next/image';
import { EagerImage } from './eager-image';

/** What the site passes: no load handlers or placeholders, which would need next/image's client code. */
export type SiteImageProps = Omit<ImageProps, 'onLoad' | 'onError' | 'onLoadingComplete' | 'placeholder' | 'blurDataURL'>;

/**
 * next/image's <img> (the same srcset, sizes, loading, styles and priority preload) without
 * its client component: none of our images has a placeholder or a load handler, so the ~5 kB
 * of next/image code every page hydrated did nothing for the visitor. (Its one extra,
 * un-hiding the alt text of a file that fails to load, matters little: all are ours.)
 */
export function Image(props: SiteImageProps) {
  const { props: img } = getImageProps(props);
  const nimg = props.fill ? 'fill' : '1';
  // React's own rule for preloading an <img> from RSC data: not lazy, not low priority.
  if (img.loading !== 'lazy' && img.fetchPriority !== 'low') {
    return <EagerImage {...img} alt={props.alt} data-nimg={nimg} preload={Boolean(props.priority || props.preload)} />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's <img>, attribute for attribute
  return <img {...img} alt={props.alt} data-nimg={nimg} />;
}
