'use client';
import { Children, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { CAROUSEL_BREAKPOINTS, carouselLayoutVars, type PerView } from './carousel-layout';
import styles from './carousel.module.css';

// Kept for existing imports; server code should import these from './carousel-layout' (plain data, not a client module).
export { CAROUSEL_BREAKPOINTS, type PerView } from './carousel-layout';

export type CarouselProps = {
  label: string;
  children: ReactNode;
  /** Slides per view: `default`, and per breakpoint for viewports at or below it. */
  perView?: PerView;
  /** Gap between slides in px. */
  gap?: number;
  /** Autoplay delay in ms; `autoplayBelow` limits it to viewports at or below that width. */
  autoplay?: number;
  autoplayBelow?: number;
  /** Where dots and arrows show. Controls are hidden wherever every slide already fits. */
  dots?: 'always' | 'never' | 'below-600' | 'below-700';
  arrows?: 'always' | 'never' | 'above-950';
  /** 'overlay' lays the controls over the bottom of the slides (full-bleed banners). */
  controls?: 'below' | 'overlay';
  className?: string;
  /** Anchor id, e.g. 'more' for /focus#more. */
  id?: string;
};

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The site's one carousel: a CSS scroll-snap row rendered on the server (usable with no
 * JavaScript, swipe and arrow keys scroll it natively), enhanced here with previous/next,
 * dots and autoplay with a pause control. See docs/architecture.md for why this is not Swiper.
 */
export function Carousel({ label, children, perView = { default: 1 }, gap = 24, autoplay, autoplayBelow, dots = 'always', arrows = 'always', controls = 'below', className, id }: CarouselProps) {
  const slides = useMemo(() => Children.toArray(children), [children]);
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [positions, setPositions] = useState<number | null>(null);
  const [autoplayOn, setAutoplayOn] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const last = (positions ?? slides.length) - 1;
  // The same elements on every render, so scrolling (which changes the active dot) re-renders
  // only the controls, never the slides' content.
  const slideElements = useMemo(
    () =>
      slides.map((slide, index) => (
        <div key={index} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
          {slide}
        </div>
      )),
    [slides],
  );

  const measure = useCallback(() => {
    const el = track.current;
    const first = el?.children[0] as HTMLElement | undefined;
    if (!el || !first) return;
    const step = first.offsetWidth + gap;
    const visible = Math.max(1, Math.round((el.clientWidth + gap) / step));
    const count = Math.max(1, slides.length - visible + 1);
    setPositions(count);
    // At the end of the row the last position is active even if it is not snapped exactly.
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    setActive(atEnd ? count - 1 : Math.min(count - 1, Math.round(el.scrollLeft / step)));
  }, [gap, slides.length]);

  const goTo = useCallback((index: number) => {
    const el = track.current;
    const target = el?.children[index] as HTMLElement | undefined;
    if (!el || !target) return;
    el.scrollTo({ left: target.offsetLeft - (el.children[0] as HTMLElement).offsetLeft, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(measure);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    return () => {
      window.cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
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

  // The pause control is in the server HTML wherever CSS can tell autoplay applies, so it never pops in.
  const pauseByCss = autoplayBelow === undefined || (CAROUSEL_BREAKPOINTS as readonly number[]).includes(autoplayBelow);
  const showPause = Boolean(autoplay) && (pauseByCss || autoplayOn);
  const classes = [styles.carousel, styles[`dots-${dots}`], styles[`arrows-${arrows}`], controls === 'overlay' && styles.overlay, autoplayBelow && styles[`autoplay-${autoplayBelow}`], className];

  return (
    <section
      id={id}
      className={classes.filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={carouselLayoutVars(perView, slides.length, gap) as CSSProperties}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div ref={track} className={styles.track} tabIndex={0} aria-label={`${label}: use arrow keys to scroll`} role="region" data-carousel-track="">
        {slideElements}
      </div>
      <div className={styles.controls} data-needs-js="">
        {showPause && (
          <button type="button" className={styles.pause} onClick={() => setPaused((p) => !p)}>
            {paused ? 'Play' : 'Pause'}
            <span className="visually-hidden"> {label}</span>
          </button>
        )}
        <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => goTo(Math.max(0, active - 1))} disabled={active === 0} aria-label={`Previous: ${label}`}>
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              style={{ '--i': index } as CSSProperties}
              hidden={positions !== null && index >= positions}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
        <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => goTo(Math.min(last, active + 1))} disabled={active >= last} aria-label={`Next: ${label}`}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
