'use client';
import { Children, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styles from './carousel.module.css';

/** Widths (px, "at this width or narrower") where a carousel may change its slides per view. */
export const CAROUSEL_BREAKPOINTS = [1300, 1250, 1150, 1100, 1000, 950, 700, 600, 550] as const;
type Breakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];
export type PerView = { default: number } & Partial<Record<Breakpoint, number>>;

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
  /** Where dots and arrows show. */
  dots?: 'always' | 'never' | 'below-600' | 'below-700';
  arrows?: 'always' | 'never' | 'above-950';
  className?: string;
  /** Anchor id, e.g. 'more' for /focus#more. */
  id?: string;
};

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The site's one carousel: a CSS scroll-snap row rendered on the server (usable with no
 * JavaScript, swipe and arrow keys scroll it natively), enhanced here with previous/next,
 * dots and autoplay with a pause control. Slides per view come from CSS, so nothing moves
 * when the script arrives. See docs/decisions.md for why this is not Swiper.
 */
export function Carousel({ label, children, perView = { default: 1 }, gap = 24, autoplay, autoplayBelow, dots = 'always', arrows = 'always', className, id }: CarouselProps) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [positions, setPositions] = useState(slides.length);
  const [autoplayOn, setAutoplayOn] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  const measure = useCallback(() => {
    const el = track.current;
    const first = el?.children[0] as HTMLElement | undefined;
    if (!el || !first) return;
    const step = first.offsetWidth + gap;
    const visible = Math.max(1, Math.round((el.clientWidth + gap) / step));
    setPositions(Math.max(1, slides.length - visible + 1));
    setActive(Math.min(slides.length - 1, Math.round(el.scrollLeft / step)));
  }, [gap, slides.length]);

  const goTo = useCallback(
    (index: number) => {
      const el = track.current;
      const target = el?.children[index] as HTMLElement | undefined;
      if (!el || !target) return;
      el.scrollTo({ left: target.offsetLeft - (el.children[0] as HTMLElement).offsetLeft, behavior: reducedMotion() ? 'auto' : 'smooth' });
    },
    [],
  );

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    const onScroll = () => window.requestAnimationFrame(measure);
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [measure]);

  useEffect(() => {
    if (!autoplay) return;
    const query = window.matchMedia(autoplayBelow ? `(max-width: ${autoplayBelow}px)` : 'all');
    const update = () => setAutoplayOn(query.matches && !reducedMotion());
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [autoplay, autoplayBelow]);

  useEffect(() => {
    if (!autoplayOn || paused || hovered || positions <= 1) return;
    const timer = window.setInterval(() => goTo(active + 1 >= positions ? 0 : active + 1), autoplay);
    return () => window.clearInterval(timer);
  }, [autoplayOn, paused, hovered, active, positions, autoplay, goTo]);

  const style = { '--gap': `${gap}px`, '--pv-default': perView.default } as Record<string, string | number>;
  for (const bp of CAROUSEL_BREAKPOINTS) if (perView[bp] !== undefined) style[`--pv-${bp}`] = perView[bp]!;

  return (
    <section
      id={id}
      className={[styles.carousel, styles[`dots-${dots}`], styles[`arrows-${arrows}`], className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style as CSSProperties}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div ref={track} className={styles.track} tabIndex={0} aria-label={`${label}: use arrow keys to scroll`} role="region">
        {slides.map((slide, index) => (
          <div key={index} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
            {slide}
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        {autoplayOn && (
          <button type="button" className={styles.pause} onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
            {paused ? 'Play' : 'Pause'}
            <span className="visually-hidden"> {label}</span>
          </button>
        )}
        <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => goTo(Math.max(0, active - 1))} disabled={active === 0} aria-label={`Previous: ${label}`}>
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {Array.from({ length: positions }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
        <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => goTo(Math.min(positions - 1, active + 1))} disabled={active >= positions - 1} aria-label={`Next: ${label}`}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
