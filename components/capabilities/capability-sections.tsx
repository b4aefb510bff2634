import { Image } from '@/components/ui/image';
import { CAPABILITIES } from '@/content/capabilities';
import styles from './capabilities.module.css';

/** One section per capability, alternating image and text; each is an anchor numbered by its position. */
export function CapabilitySections() {
  return (
    <>
      {CAPABILITIES.map((capability, index) => (
        <section
          key={capability.slug}
          id={String(capability.position)}
          className={`section ${index % 2 ? 'section-tint' : ''}`}
          aria-labelledby={`${capability.slug}-heading`}
        >
          <div className={`container ${styles.row} ${index % 2 ? styles.reverse : ''}`}>
            <Image
              className={styles.image}
              src={capability.imagePath2.src}
              alt={capability.imagePath2.alt}
              width={capability.imagePath2.width}
              height={capability.imagePath2.height}
              sizes="(max-width: 950px) 100vw, 560px"
            />
            <div>
              <p className={styles.number} aria-hidden="true">
                {String(capability.position).padStart(2, '0')}
              </p>
              <h2 id={`${capability.slug}-heading`}>{capability.normalHeading}</h2>
              <p className={styles.lead}>{capability.description}</p>
              {capability.longDescription.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
        </section>
      ))}
    </>
  );
}
