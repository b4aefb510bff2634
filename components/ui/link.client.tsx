'use client';
import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** `false`: never prefetch this link's page, even on intent (large or rarely opened pages). */
  prefetch?: false;
  /** `false`: keep the scroll position after navigating (filters, the event modal). */
  scroll?: false;
};

/** Only the site's own paths navigate client-side; anything else is a plain anchor. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A click the browser should handle itself: another tab or window, a download, a modified click. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/**
 * The site's link: an anchor that navigates client-side through the App Router, and
 * prefetches its page only once the visitor shows intent (a pointer over it, a touch,
 * keyboard focus). next/link would prefetch every link in view, which on a slow phone spends
 * bandwidth and main thread on pages the visitor may never open while the current page is
 * still loading. Built as Next's guide writes a hover-prefetch link (next/link with
 * `prefetch={intent ? null : false}`), it measured 2,489 bytes gzip more on every page's
 * first load, over the content pages' budget on all twelve (docs/interface.md, "Links
 * prefetch on intent"); the router this drives is loaded anyway.
 */
export function Link({ href, prefetch, scroll, onClick, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  const sitePath = isSitePath(href);

  // Prefetches on intent, then runs the caller's own handler for that event.
  const withIntent =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      if (sitePath && prefetch !== false) router.prefetch(href);
      handler?.(event);
    };

  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !sitePath || opensElsewhere(event)) return;
    event.preventDefault();
    router.push(href, { scroll: scroll !== false });
  };

  return (
    <a
      {...props}
      href={href}
      onClick={navigate}
      onMouseEnter={withIntent(onMouseEnter)}
      onTouchStart={withIntent(onTouchStart)}
      onFocus={withIntent(onFocus)}
    />
  );
}
