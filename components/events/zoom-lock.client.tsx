'use client';
import { useEffect } from 'react';

const ZOOM_KEYS = new Set(['+', '-', '=', '_']);

/**
 * Blocks browser zoom while the events list is open (spec: ctrl+wheel, ctrl with plus or
 * minus, multi-touch). This harms accessibility (people who need to enlarge text cannot);
 * it is kept only because the spec requires it, and only on this page.
 */
export function ZoomLock() {
  useEffect(() => {
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey) event.preventDefault();
    };
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && ZOOM_KEYS.has(event.key)) event.preventDefault();
    };
    const onTouch = (event: TouchEvent) => {
      if (event.touches.length > 1) event.preventDefault();
    };
    // Safari's pinch gesture events.
    const onGesture = (event: Event) => event.preventDefault();
    const active = { passive: false } as const;
    window.addEventListener('wheel', onWheel, active);
    window.addEventListener('keydown', onKey);
    window.addEventListener('touchmove', onTouch, active);
    window.addEventListener('gesturestart', onGesture, active);
    return () => {
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('touchmove', onTouch);
      window.removeEventListener('gesturestart', onGesture);
    };
  }, []);
  return null;
}
