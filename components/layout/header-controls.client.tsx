'use client';
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/** Every popover of the header that is open: the mobile panel and the dropdowns. */
const openPopovers = (header: HTMLElement) => header.querySelectorAll<HTMLElement>(':popover-open');

/**
 * The header's finer behaviour, once hydrated, over markup that already works without it
 * (header.tsx): the bar turns dark once the page is scrolled; following a link closes the
 * menus (a client-side navigation keeps the header); the current page's link is marked. Keys
 * need no script: Enter or Space on a menu button opens its dropdown, Tab walks its links,
 * Escape closes it and returns to the button.
 */
export function HeaderControls() {
  const anchor = useRef<HTMLSpanElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    const header = anchor.current?.closest('header');
    if (!header) return;
    const listening = new AbortController();
    const signal = listening.signal;

    const onScroll = () => {
      header.dataset.scrolled = String(window.scrollY > 0);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true, signal });

    header.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('a')) for (const popover of openPopovers(header)) popover.hidePopover();
      },
      { signal },
    );

    return () => listening.abort();
  }, []);

  useEffect(() => {
    const header = anchor.current?.closest('header');
    for (const link of header?.querySelectorAll('nav a') ?? []) {
      if (link.getAttribute('href') === pathname) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [pathname]);

  return <span ref={anchor} hidden />;
}
