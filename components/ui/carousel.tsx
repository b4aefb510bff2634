import { Children, type CSSProperties, type ReactNode } from 'react';
import { carouselLayoutVars, type Breakpoint, type PerView } from './carousel-layout';
import { CarouselEnhancer } from './carousel-enhancer.client';
import styles from './carousel.module.css';

export type CarouselProps = {
  label: string;
  children: ReactNode;
  /** Slides per view: `default`, and per breakpoint for viewports at or below it. */
  perView?: PerView;
  /** Gap between slides in px. */
  gap?: number;
  /** Autoplay delay in ms; `autoplayBelow` limits it to viewports at or below that width. */
  autoplay?: number;
  autoplayBelow?: Breakpoint;
  /** Where dots and arrows show. Controls are hidden wherever every slide already fits. */
  dots?: 'always' | 'never' | 'below-600' | 'below-700';
  arrows?: 'always' | 'never' | 'above-950';
  /** 'overlay' lays the controls over the bottom of the slides (full-bleed banners). */
  controls?: 'below' | 'overlay';
  className?: string;
  /** Anchor id, e.g. 'more' for /focus#more. */
  id?: string;
};

/**
 * The site's one carousel: a CSS scroll-snap row rendered on the server (usable with no
 * JavaScript, swipe and arrow keys scroll it natively). Where the browser draws a scroller's
 * buttons and markers, CSS makes those the previous/next, and the dots where one slide shows at
 * a time (they need no script; the track's `data-label` names them); elsewhere the buttons
 * rendered here are, driven by
 * carousel-behaviour.ts, plain DOM code that a tiny island loads once the page is idle, and
 * which also runs autoplay and its pause everywhere. Neither slides nor controls are client
 * code. See docs/interface.md for why this is not Swiper.
 */
export function Carousel({ label, children, perView = { default: 1 }, gap = 24, autoplay, autoplayBelow, dots = 'always', arrows = 'always', controls = 'below', className, id }: CarouselProps) {
  const slides = Children.toArray(children);
  const classes = [styles.carousel, styles[`dots-${dots}`], styles[`arrows-${arrows}`], controls === 'overlay' && styles.overlay, className];

  return (
    <section id={id} className={classes.filter(Boolean).join(' ')} aria-roledescription="carousel" aria-label={label} style={carouselLayoutVars(perView, slides.length, gap, autoplayBelow) as CSSProperties}>
      <div className={styles.track} tabIndex={0} aria-label={`${label}: use arrow keys to scroll`} role="region" data-carousel-track="" data-label={label}>
        {slides.map((slide, index) => (
          <div key={index} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
            {slide}
          </div>
        ))}
      </div>
      <div className={styles.controls} data-needs-js="" data-carousel-controls="">
        {autoplay ? (
          <button type="button" className={`button button-outline ${styles.pause}`} data-carousel-pause="">
            Pause
            <span className="visually-hidden"> {label}</span>
          </button>
        ) : null}
        <button type="button" className={`button button-outline ${styles.arrow} ${styles.prev}`} data-carousel-prev="" disabled aria-label={`Previous: ${label}`}>
          <span aria-hidden="true">‹</span>
        </button>
        {/* One Tab stop for the dots, the current one; arrow keys, Home and End move among them
            (carousel-behaviour.ts), as the ARIA carousel pattern has it. */}
        <div className={styles.dots} role="group" aria-label={`Slides: ${label}`} data-carousel-dots="">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              style={{ '--i': index } as CSSProperties}
              data-carousel-dot=""
              tabIndex={index === 0 ? 0 : -1}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === 0 ? 'true' : undefined}
            />
          ))}
        </div>
        <button type="button" className={`button button-outline ${styles.arrow} ${styles.next}`} data-carousel-next="" disabled={slides.length < 2} aria-label={`Next: ${label}`}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <CarouselEnhancer gap={gap} autoplay={autoplay} autoplayBelow={autoplayBelow} />
    </section>
  );
}
