'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Scrolls smoothly to the top whenever the path or the `page` query parameter changes
 * (spec section 2), instantly under reduced motion. A URL with a hash (/capabilities#3,
 * /focus#more) is left to the browser, which scrolls to the anchor.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const page = useSearchParams().get('page');
  const key = `${pathname}?${page ?? ''}`;
  // Compared with the last seen location rather than "first run", so a strict-mode re-run does not scroll.
  const seen = useRef(key);

  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    if (window.location.hash) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [key]);

  return null;
}
