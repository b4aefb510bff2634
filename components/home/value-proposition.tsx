import { Image } from '@/components/ui/image';
import { VALUE_PROPOSITION } from '@/content/value-proposition';
import { Carousel } from '../ui/carousel';
import styles from './value-proposition.module.css';
import { HomeSection } from './home-section';

/**
 * The four value cards: 4 per view above 1250 px, 3 down to 950, 2 down to 600, 1 below;
 * dots and autoplay only on the small screens (spec section 9).
 */
export function ValueProposition() {
  return (
    <HomeSection id="value" eyebrow="Working with us" title="Why Clients Choose Molecula" tint>
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
    </HomeSection>
  );
}
