import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/** What the site passes: no load handlers or placeholders, which would need next/image's client code. */
export type SiteImageProps = Omit<ImageProps, 'onLoad' | 'onError' | 'onLoadingComplete' | 'placeholder' | 'blurDataURL'>;

/**
 * next/image's <img> (the same srcset, sizes, loading, styles and priority preload) rendered
 * without its client component: none of our images has a placeholder or a load handler, so
 * the ~5 kB of next/image code every page hydrated did nothing for the visitor. (Its one
 * extra, un-hiding the alt text of a file that fails to load, matters little: all are ours.)
 */
export function Image(props: SiteImageProps) {
  const { props: img } = getImageProps(props);
  if (props.priority || props.preload) {
    const { src, srcSet, sizes, fetchPriority, crossOrigin, referrerPolicy } = img;
    preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority, crossOrigin, referrerPolicy });
  }
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's <img>, attribute for attribute (data-nimg included)
  return <img {...img} alt={props.alt} data-nimg={props.fill ? 'fill' : '1'} />;
}
