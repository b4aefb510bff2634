'use client';
import { useEffect } from 'react';

/**
 * Scrolls a row of filters (a carousel track, or a list that scrolls sideways on phones)
 * horizontally, never the page, so its selected filter is visible when the page opens on,
 * say, the last topic. Expects link > item > scrolling row.
 */
export function KeepSelectedInView({ id, selected }: { id: string; selected: string }) {
  useEffect(() => {
    const link = document.getElementById(id)?.querySelector<HTMLElement>('[aria-current="true"]');
    const slide = link?.parentElement;
    const track = slide?.parentElement;
    const first = track?.children[0] as HTMLElement | undefined;
    if (!slide || !track || !first) return;
    const left = slide.offsetLeft - first.offsetLeft;
    const visible = left >= track.scrollLeft && left + slide.offsetWidth <= track.scrollLeft + track.clientWidth;
    if (!visible) track.scrollTo({ left, behavior: 'auto' });
  }, [id, selected]);
  return null;
}
