'use client';
import { loadOnce } from '@/lib/lazy';
import type { CarouselOptions } from './carousel-behaviour';
import { useEnhancement } from './use-enhancement';

const loadBehaviour = loadOnce(() => import('./carousel-behaviour').then((module) => module.attachCarousel));

/**
 * The carousel's island: renders nothing visible and brings in the carousel's behaviour once
 * the browser is idle (or on the first click on its controls, which is then replayed).
 */
export function CarouselEnhancer(options: CarouselOptions) {
  const anchor = useEnhancement('[aria-roledescription="carousel"]', '[data-carousel-controls] button', loadBehaviour, options);
  return <span ref={anchor} hidden />;
}
