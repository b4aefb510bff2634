'use client';
import { useEffect } from 'react';

/**
 * Scrolls to the element named by the URL hash on load and whenever the hash changes
 * (/capabilities#3). Smooth unless the visitor prefers reduced motion. The fixed header is
 * cleared by html's scroll-padding-top (globals.css), which scrollIntoView honours, so the
 * sections need no scroll-margin of their own (it would double the offset). Ids may be
 * numeric, so this uses getElementById, never a CSS selector.
 */
export function HashScroll() {
  useEffect(() => {
    const scroll = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    };
    scroll();
    window.addEventListener('hashchange', scroll);
    return () => window.removeEventListener('hashchange', scroll);
  }, []);
  return null;
}
