import { Image } from '@/components/ui/image';
import { CAREERS, type CareerCard } from '@/content/careers';
import styles from './careers.module.css';

function Cards({ cards }: { cards: readonly CareerCard[] }) {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <Image src={card.icon.src} alt="" width={64} height={64} />
          <h3 className={styles.cardTitle}>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** 'Why Join' cards: Equal Opportunity, Supportive Environment, Open-Door Policy. */
export function WhyJoin() {
  return (
    <section className="section section-lazy" aria-labelledby="why-join-heading">
      <div className="container">
        <h2 id="why-join-heading">{CAREERS.whyJoin.heading}</h2>
        <Cards cards={CAREERS.whyJoin.cards} />
      </div>
    </section>
  );
}

/** Core values: Innovation, Excellence, Client-Focus. */
export function CoreValues() {
  return (
    <section className="section section-tint section-lazy" aria-labelledby="core-values-heading">
      <div className="container">
        <h2 id="core-values-heading">{CAREERS.coreValues.heading}</h2>
        <Cards cards={CAREERS.coreValues.values} />
      </div>
    </section>
  );
}
