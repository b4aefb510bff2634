'use client';
import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * The site's link: next/link that prefetches its page only once the visitor shows intent
 * (a pointer over it, a touch, keyboard focus). Next prefetches every link in view by
 * default, which on a slow phone spends the visitor's bandwidth and main thread on pages
 * they may never open, while the page they are on is still loading.
 */
export function Link({ onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  // Marks intent, then runs the caller's own handler for that event.
  const withIntent =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <NextLink
      {...props}
      prefetch={intent ? props.prefetch ?? null : false}
      onMouseEnter={withIntent(onMouseEnter)}
      onTouchStart={withIntent(onTouchStart)}
      onFocus={withIntent(onFocus)}
    />
  );
}
