import { Image } from '@/components/ui/image';
import type { CareerCard } from '@/content/careers';
import styles from './careers.module.css';

/** A row of career cards under its heading: 'Why Join' and the core values on /careers. */
export function CareerCards({ id, heading, cards, tint = false }: { id: string; heading: string; cards: readonly CareerCard[]; tint?: boolean }) {
  return (
    <section className={`section ${tint ? 'section-tint ' : ''}section-lazy`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`}>{heading}</h2>
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.title} className={styles.card}>
              {/* The title below names the card: the icon adds nothing to read. */}
              <Image src={card.icon.src} alt="" width={64} height={64} />
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
