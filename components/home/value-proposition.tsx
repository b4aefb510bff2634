import { Image } from '@/components/ui/image';
import { VALUE_PROPOSITION } from '@/content/value-proposition';
import { Carousel } from '../ui/carousel';
import section from './section.module.css';
import styles from './value-proposition.module.css';

/**
 * The four value cards: 4 per view above 1250 px, 3 down to 950, 2 down to 600, 1 below;
 * dots and autoplay only on the small screens (spec section 9).
 */
export function ValueProposition() {
  return (
    <section className="section section-tint section-lazy" aria-labelledby="home-value-heading">
      <div className="container">
        <p className={section.eyebrow}>Working with us</p>
        <h2 id="home-value-heading">Why Clients Choose Molecula</h2>
        <Carousel
          label="Value cards"
          perView={{ default: 4, 1250: 3, 950: 2, 600: 1 }}
          gap={20}
          dots="below-600"
          autoplay={3000}
          autoplayBelow={600}
        >
          {VALUE_PROPOSITION.map((item) => (
            <article key={item.title} className={styles.card}>
              <Image className={styles.icon} src={item.icon.src} alt="" width={64} height={64} />
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
