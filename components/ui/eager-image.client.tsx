'use client';
import type { ComponentProps } from 'react';
import { preload as preloadResource } from 'react-dom';

type EagerImageProps = ComponentProps<'img'> & { src: string; preload: boolean };

/**
 * An image that loads at once (a hero, the LCP), and its preload for priority images, as
 * next/image renders them. A client component on purpose: React preloads an eager <img> found
 * in a server component's RSC data, which also arrives when a link merely prefetches the page.
 */
export function EagerImage({ preload, ...img }: EagerImageProps) {
  if (preload) {
    const { src, srcSet, sizes, fetchPriority, crossOrigin, referrerPolicy } = img;
    preloadResource(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority, crossOrigin, referrerPolicy });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's <img>, built by components/ui/image.tsx
  return <img {...img} />;
}
