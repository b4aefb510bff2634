import { Image } from '@/components/ui/image';
import { ABOUT } from '@/content/about';
import { OFFICES, type Office } from '@/content/offices';
import { Carousel } from '../ui/carousel';
import styles from './about.module.css';

const OFFICE_AUTOPLAY = { ms: 3000, below: 700 } as const;

/** An office: its picture, country and city, address, and mail and phone links. */
function OfficeCard({ office }: { office: Office }) {
  return (
    <article className={styles.office} data-testid="office">
      <Image
        className={styles.officeImage}
        src={office.imagePath.src}
        alt={office.imagePath.alt}
        width={office.imagePath.width}
        height={office.imagePath.height}
        sizes="(max-width: 700px) 100vw, (max-width: 950px) 50vw, 400px"
      />
      <div className={styles.officeBody}>
        <h3 className={styles.cardTitle}>
          {office.country} <span className={styles.city}>({office.city})</span>
        </h3>
        <address className={styles.address}>
          {office.address.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <p className={styles.contact}>
          <a href={`mailto:${office.email}`}>{office.email}</a>
          <a href={office.phone.href}>{office.phone.display}</a>
        </p>
      </div>
    </article>
  );
}

/** The offices, in a carousel that autoplays on small screens only. */
export function OfficeCarousel() {
  return (
    <section className="section section-tint section-lazy" aria-labelledby="offices-heading">
      <div className="container">
        <h2 id="offices-heading">{ABOUT.officesHeading}</h2>
        <Carousel
          label="Office locations"
          perView={{ default: 3, 700: 1 }}
          autoplay={OFFICE_AUTOPLAY.ms}
          autoplayBelow={OFFICE_AUTOPLAY.below}
          dots="below-700"
          arrows="never"
          gap={20}
        >
          {OFFICES.map((office) => (
            <OfficeCard key={office.id} office={office} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
