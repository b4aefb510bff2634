import { Children, type CSSProperties, type ReactNode } from 'react';
import { CAROUSEL_BREAKPOINTS, carouselLayoutVars, type PerView } from './carousel-layout';
import { CarouselControls } from './carousel-controls';
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

/**
 * The site's one carousel: a CSS scroll-snap row rendered on the server (usable with no
 * JavaScript, swipe and arrow keys scroll it natively), with previous/next, dots and autoplay
 * from one small client island (CarouselControls). The slides never enter client code. The
 * island gets its class names as props, so its chunk carries no copy of this module's CSS map.
 * See docs/architecture.md for why this is not Swiper.
 */
export function Carousel({ label, children, perView = { default: 1 }, gap = 24, autoplay, autoplayBelow, dots = 'always', arrows = 'always', controls = 'below', className, id }: CarouselProps) {
  const slides = Children.toArray(children);
  const classes = [styles.carousel, styles[`dots-${dots}`], styles[`arrows-${arrows}`], controls === 'overlay' && styles.overlay, autoplayBelow && styles[`autoplay-${autoplayBelow}`], className];

  return (
    <section id={id} className={classes.filter(Boolean).join(' ')} aria-roledescription="carousel" aria-label={label} style={carouselLayoutVars(perView, slides.length, gap) as CSSProperties}>
      <div className={styles.track} tabIndex={0} aria-label={`${label}: use arrow keys to scroll`} role="region" data-carousel-track="">
        {slides.map((slide, index) => (
          <div key={index} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
            {slide}
          </div>
        ))}
      </div>
      <CarouselControls
        label={label}
        count={slides.length}
        gap={gap}
        autoplay={autoplay}
        autoplayBelow={autoplayBelow}
        pauseByCss={autoplayBelow === undefined || (CAROUSEL_BREAKPOINTS as readonly number[]).includes(autoplayBelow)}
        classes={{ controls: styles.controls!, pause: styles.pause!, arrow: styles.arrow!, prev: styles.prev!, next: styles.next!, dots: styles.dots!, dot: styles.dot! }}
      />
    </section>
  );
}
