'use client';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';

/** The carousel's class names for the controls, handed over by the server (see Carousel). */
export type ControlClasses = Record<'controls' | 'pause' | 'arrow' | 'prev' | 'next' | 'dots' | 'dot', string>;

export type CarouselControlsProps = {
  label: string;
  count: number;
  gap: number;
  autoplay?: number;
  autoplayBelow?: number;
  /** The pause control is in the server HTML wherever CSS can tell autoplay applies. */
  pauseByCss: boolean;
  classes: ControlClasses;
};

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
/** The slides' row: the server renders it just before the controls. */
const rowBefore = (controls: HTMLElement | null) => controls?.previousElementSibling as HTMLElement | null | undefined;

/**
 * The carousel's one client island: previous/next, dots and autoplay with a pause control,
 * driving the server-rendered scroll-snap row beside it (found through the DOM, so the slides
 * stay server components). Autoplay pauses while the pointer or focus is in the carousel.
 */
export function CarouselControls({ label, count, gap, autoplay, autoplayBelow, pauseByCss, classes }: CarouselControlsProps) {
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [positions, setPositions] = useState<number | null>(null);
  const [autoplayOn, setAutoplayOn] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const last = (positions ?? count) - 1;

  const measure = useCallback(() => {
    const el = rowBefore(root.current);
    const first = el?.children[0] as HTMLElement | undefined;
    if (!el || !first) return;
    const step = first.offsetWidth + gap;
    const visible = Math.max(1, Math.round((el.clientWidth + gap) / step));
    const total = Math.max(1, count - visible + 1);
    setPositions(total);
    // At the end of the row the last position is active even if it is not snapped exactly.
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    setActive(atEnd ? total - 1 : Math.min(total - 1, Math.round(el.scrollLeft / step)));
  }, [gap, count]);

  const goTo = useCallback((index: number) => {
    const el = rowBefore(root.current);
    const target = el?.children[index] as HTMLElement | undefined;
    if (!el || !target) return;
    el.scrollTo({ left: target.offsetLeft - (el.children[0] as HTMLElement).offsetLeft, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);

  useEffect(() => {
    const el = rowBefore(root.current);
    const section = root.current?.parentElement;
    if (!el || !section) return;
    let frame = 0;
    const onScroll = () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(measure);
    };
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusOut = (event: FocusEvent) => !section.contains(event.relatedTarget as Node | null) && setHovered(false);
    el.addEventListener('scroll', onScroll, { passive: true });
    section.addEventListener('mouseenter', enter);
    section.addEventListener('mouseleave', leave);
    section.addEventListener('focusin', enter);
    section.addEventListener('focusout', focusOut);
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    return () => {
      window.cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      section.removeEventListener('mouseenter', enter);
      section.removeEventListener('mouseleave', leave);
      section.removeEventListener('focusin', enter);
      section.removeEventListener('focusout', focusOut);
      resize.disconnect();
    };
  }, [measure]);

  useEffect(() => {
    if (!autoplay) return;
    const width = window.matchMedia(autoplayBelow ? `(max-width: ${autoplayBelow}px)` : 'all');
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setAutoplayOn(width.matches && !motion.matches);
    update();
    width.addEventListener('change', update);
    motion.addEventListener('change', update);
    return () => {
      width.removeEventListener('change', update);
      motion.removeEventListener('change', update);
    };
  }, [autoplay, autoplayBelow]);

  useEffect(() => {
    if (!autoplayOn || paused || hovered || last < 1) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') goTo(active >= last ? 0 : active + 1);
    }, autoplay);
    return () => window.clearInterval(timer);
  }, [autoplayOn, paused, hovered, active, last, autoplay, goTo]);

  return (
    <div ref={root} className={classes.controls} data-needs-js="">
      {Boolean(autoplay) && (pauseByCss || autoplayOn) && (
        <button type="button" className={classes.pause} onClick={() => setPaused((p) => !p)}>
          {paused ? 'Play' : 'Pause'}
          <span className="visually-hidden"> {label}</span>
        </button>
      )}
      <button type="button" className={`${classes.arrow} ${classes.prev}`} onClick={() => goTo(Math.max(0, active - 1))} disabled={active === 0} aria-label={`Previous: ${label}`}>
        <span aria-hidden="true">‹</span>
      </button>
      <div className={classes.dots}>
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className={classes.dot}
            style={{ '--i': index } as CSSProperties}
            hidden={positions !== null && index >= positions}
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
      <button type="button" className={`${classes.arrow} ${classes.next}`} onClick={() => goTo(Math.min(last, active + 1))} disabled={active >= last} aria-label={`Next: ${label}`}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
