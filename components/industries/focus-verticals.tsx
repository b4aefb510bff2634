import { Image } from '@/components/ui/image';
import { FOCUS_VERTICALS } from '@/content/focus-verticals';
import { Carousel } from '../ui/carousel';
import styles from './focus.module.css';

const FOCUS_AUTOPLAY_MS = 3000;

/** 'More of Our Focus Verticals' (anchor #more): eight cards, autoplay on by default with a pause control. */
export function FocusVerticals() {
  return (
    <div id="more" className="section section-tint">
      <div className="container">
        <h2 id="more-heading">More of Our Focus Verticals</h2>
        <Carousel
          label="More of Our Focus Verticals"
          perView={{ default: 4, 1150: 3, 950: 2, 600: 1 }}
          autoplay={FOCUS_AUTOPLAY_MS}
          gap={20}
        >
          {FOCUS_VERTICALS.map((vertical) => (
            <article key={vertical.slug} className={styles.verticalCard} data-testid="focus-vertical">
              <Image
                className={styles.verticalImage}
                src={vertical.image.src}
                alt={vertical.image.alt}
                width={vertical.image.width}
                height={vertical.image.height}
                sizes="(max-width: 600px) 100vw, (max-width: 950px) 50vw, 300px"
              />
              <h3 className={styles.verticalHeading}>{vertical.name}</h3>
              <p>{vertical.text}</p>
            </article>
          ))}
        </Carousel>
      </div>
    </div>
  );
}
