import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import { CAPABILITIES, CAPABILITIES_INTRO } from '@/content/capabilities';
import { Carousel } from '../ui/carousel';
import styles from './capabilities-section.module.css';
import { HomeSection } from './home-section';

/** The capabilities intro and a carousel of the six capability cards, each linking to its section on /capabilities. */
export function CapabilitiesSection() {
  return (
    <HomeSection id="capabilities" eyebrow="What we do" title="Our Capabilities" lead={CAPABILITIES_INTRO}>
      <Carousel label="Capabilities" perView={{ default: 3, 950: 2, 600: 1 }} dots="below-700">
        {CAPABILITIES.map((capability) => (
          <article key={capability.slug} className={styles.card}>
            <Image
              className={styles.image}
              src={capability.imagePath.src}
              alt=""
              width={capability.imagePath.width}
              height={capability.imagePath.height}
              sizes="(max-width: 600px) 100vw, (max-width: 950px) 50vw, 384px"
            />
            <div className={styles.body}>
              <h3 className={styles.heading}>
                <Link className={styles.link} href={`/capabilities#${capability.position}`}>
                  {capability.normalHeading}
                </Link>
              </h3>
              <p className={styles.text}>{capability.shortDescription}</p>
              <span className={styles.cue} aria-hidden="true">
                Learn more →
              </span>
            </div>
          </article>
        ))}
      </Carousel>
    </HomeSection>
  );
}
