import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import { INDUSTRIES } from '@/content/industries';
import styles from './focus.module.css';

/**
 * /focus: one section per industry with its short description and 'Know More'. Each section's
 * id is the industry's structured-data slug, so the Service @ids of the page resolve here.
 */
export function FocusOverview() {
  return (
    <div className="section">
      <div className="container">
        <h2 className={styles.intro}>Our Focus Verticals</h2>
        {INDUSTRIES.map((industry, index) => (
          <section
            key={industry.slug}
            id={industry.schemaSlug}
            className={`${styles.industry} ${index % 2 ? styles.reverse : ''}`}
            aria-labelledby={`${industry.schemaSlug}-heading`}
            data-testid="focus-industry"
          >
            <Image
              className={styles.image}
              src={industry.cardImage.src}
              alt={industry.cardImage.alt}
              width={industry.cardImage.width}
              height={industry.cardImage.height}
              sizes="(max-width: 950px) 100vw, 560px"
            />
            <div>
              <h3 id={`${industry.schemaSlug}-heading`} className={styles.heading}>
                {industry.heading}
              </h3>
              <p>{industry.description}</p>
              <Link className="button" href={industry.pageLink}>
                {industry.buttonText}
                <span className="visually-hidden"> about {industry.heading}</span>
              </Link>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
