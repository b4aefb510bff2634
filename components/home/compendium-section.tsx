import { Image } from '@/components/ui/image';
import { displayCategory } from '@/content/categories';
import { getStore, queries } from '@/lib/data';
import { formatMonthYear, isoDay } from '@/lib/dates';
import { TEXT_CUTS, truncate } from '@/lib/text';
import { Carousel } from '../ui/carousel';
import section from './section.module.css';
import styles from './compendium-section.module.css';

/** The newest compendiums: heading, subheading, description cut at 250 characters and the PDF. */
export async function CompendiumSection() {
  const compendiums = await (await getStore()).list(queries.homeCompendiums());
  if (compendiums.length === 0) return null;
  return (
    <section className="section section-tint section-lazy" aria-labelledby="home-compendium-heading">
      <div className="container">
        <p className={section.eyebrow}>Reports</p>
        <h2 id="home-compendium-heading" className={section.title}>
          Compendium
        </h2>
        <Carousel label="Compendium reports" perView={{ default: 3, 950: 2, 600: 1 }} dots="below-700">
          {compendiums.map((item) => (
            <article key={item.id} className={styles.card}>
              <div className={styles.top}>
                {item.logoPath && <Image className={styles.logo} src={item.logoPath} alt="" width={56} height={56} />}
                <p className={styles.meta}>
                  <span className={styles.category}>{displayCategory(item.category)}</span>
                  <time dateTime={isoDay(item.date)}>{formatMonthYear(item.date)}</time>
                </p>
              </div>
              <h3 className={styles.heading}>{item.heading}</h3>
              {item.subheading && <p className={styles.subheading}>{item.subheading}</p>}
              <p className={styles.text}>{truncate(item.description, TEXT_CUTS.compendiumDescription)}</p>
              {item.pdf && (
                <a className={`button button-outline ${styles.pdf}`} href={item.pdf} target="_blank" rel="noopener">
                  Download PDF<span className="visually-hidden">: {item.heading} (opens in a new tab)</span>
                </a>
              )}
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
