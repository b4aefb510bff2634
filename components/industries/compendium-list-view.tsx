import type { Compendium } from '@/lib/data/schema';
import { CompendiumCard } from './compendium-card';
import styles from './compendium.module.css';

/** The vertical's compendiums, newest first. */
export function CompendiumListView({ docs }: { docs: Compendium[] }) {
  if (docs.length === 0) return <p>No compendiums for this vertical yet.</p>;
  return (
    <ul className={styles.list} data-testid="compendiums">
      {docs.map((item) => (
        <li key={item.id}>
          <CompendiumCard item={item} />
        </li>
      ))}
    </ul>
  );
}
