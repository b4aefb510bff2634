import type { Industry } from '@/content/industries';
import { Carousel } from '../ui/carousel';
import { Diagram } from './diagram-section';
import styles from './industry-page.module.css';

/** Value chain: stakeholder cards at 4 / 3 / 2 / 1 per view, or a diagram where the industry has one. */
export function ValueChain({ industry }: { industry: Industry }) {
  const headingId = `${industry.slug}-value-chain`;
  return (
    <section className="section section-tint section-lazy" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{industry.valueChainHeading}</h2>
        <p className={styles.lead}>{industry.valueChainIntro}</p>
        {industry.valueChainImage ? (
          <Diagram image={industry.valueChainImage} sizes="(max-width: 1250px) 100vw, 1200px" />
        ) : (
          <Carousel
            label={`${industry.heading} value chain`}
            perView={{ default: 4, 1300: 3, 1150: 2, 700: 1 }}
            dots="below-700"
            gap={20}
          >
            {industry.valueChain.map((card, index) => (
              <article key={card.heading} className={styles.chainCard} data-testid="value-chain-card">
                <span className={styles.chainStep} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={styles.cardHeading}>{card.heading}</h3>
                <ul className={styles.chainList}>
                  {card.listItems.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </article>
            ))}
          </Carousel>
        )}
      </div>
    </section>
  );
}
