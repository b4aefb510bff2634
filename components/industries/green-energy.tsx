import { Image } from '@/components/ui/image';
import { GREEN_ENERGY } from '@/content/industries';
import { Carousel } from '../ui/carousel';
import styles from './industry-page.module.css';

/** Clean Energy & Storage: the Green Energy carousel (autoplay 1000 ms, with a pause control). */
export function GreenEnergy() {
  return (
    <section className="section section-lazy" aria-labelledby="green-energy-heading">
      <div className="container">
        <h2 id="green-energy-heading">Green Energy</h2>
        <Carousel label="Green Energy sources" perView={{ default: 3, 950: 2, 600: 1 }} autoplay={1000} gap={20}>
          {GREEN_ENERGY.map((source) => (
            <article key={source.name} className={styles.energyCard}>
              <Image
                className={styles.energyImage}
                src={source.image.src}
                alt={source.image.alt}
                width={source.image.width}
                height={source.image.height}
                sizes="(max-width: 600px) 100vw, (max-width: 950px) 50vw, 400px"
              />
              <h3 className={styles.cardHeading}>{source.name}</h3>
              <p>{source.text}</p>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
