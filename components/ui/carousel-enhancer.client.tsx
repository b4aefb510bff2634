'use client';
import { loadOnce } from '@/lib/lazy';
import type { CarouselOptions } from './carousel-behaviour';
import { useLazyBehaviour } from './use-lazy-behaviour.client';

const loadBehaviour = loadOnce(() => import('./carousel-behaviour').then((module) => module.attachCarousel));

/**
 * The carousel's island: renders nothing visible and brings in the carousel's behaviour once
 * the browser is idle (or on the first click on its controls, which is then replayed).
 */
export function CarouselEnhancer(options: CarouselOptions) {
  const anchor = useLazyBehaviour('[aria-roledescription="carousel"]', '[data-carousel-controls] button', loadBehaviour, options);
  return <span ref={anchor} hidden />;
}
