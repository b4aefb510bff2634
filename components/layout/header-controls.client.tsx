'use client';
import { useEffect, useRef } from 'react';
import { useSitePathname } from '@/components/ui/use-site-pathname';

/** Every popover of the header that is open: the mobile panel and the dropdowns. */
const openPopovers = (header: HTMLElement) => header.querySelectorAll<HTMLElement>(':popover-open');

/**
 * The header's finer behaviour, once hydrated, over markup that already works without it
 * (header.tsx): the bar turns dark once the page is scrolled; following a link closes the
 * menus (a client-side navigation keeps the header); the current page's link is marked; ArrowDown
 * on a menu button opens its dropdown at the first link, the arrow keys, Home and End move
 * through the links, and leaving it by Tab closes it.
 */
export function HeaderControls() {
  const anchor = useRef<HTMLSpanElement>(null);
  const pathname = useSitePathname();

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

    header.addEventListener(
      'keydown',
      (event) => {
        const target = event.target as HTMLElement;
        const dropdown = target.matches('[popovertarget^="nav-menu"]')
          ? document.getElementById(target.getAttribute('popovertarget')!)
          : target.closest<HTMLElement>('[id^="nav-menu"]');
        if (!dropdown) return;
        const links = Array.from(dropdown.querySelectorAll('a'));
        if (!dropdown.contains(target)) {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          // `source` makes the button the dropdown's anchor, as a click on it would (TypeScript's DOM types lack it).
          if (!dropdown.matches(':popover-open')) (dropdown.showPopover as (options: { source: Element }) => void)({ source: target });
          links[0]?.focus();
          return;
        }
        const index = links.indexOf(target as HTMLAnchorElement);
        const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 }[event.key];
        if (index < 0 || next === undefined) return;
        event.preventDefault();
        links[(next + links.length) % links.length]?.focus();
      },
      { signal },
    );

    // Leaving an open dropdown by Tab closes it (a click outside already does).
    header.addEventListener(
      'focusout',
      (event) => {
        const menu = (event.target as Element).closest('li:has(> [popover])');
        const dropdown = menu?.querySelector<HTMLElement>(':scope > [popover]:popover-open');
        const to = event.relatedTarget as Node | null;
        if (dropdown && to && !menu!.contains(to)) dropdown.hidePopover();
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
