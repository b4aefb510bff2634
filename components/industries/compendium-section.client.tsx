'use client';
import type { Compendium } from '@/lib/data/schema';
import { queries } from '@/lib/data/queries';
import { useLiveQuery } from '@/lib/data/use-live-query';
import { CompendiumCard } from './compendium-card';
import styles from './compendium.module.css';

/** The vertical's compendiums, newest first, kept live. */
export function CompendiumList({ vertical, initial }: { vertical: string; initial: Compendium[] }) {
  const items = useLiveQuery(queries.compendiumsByCategory(vertical), initial);
  if (items.length === 0) return <p>No compendiums for this vertical yet.</p>;
  return (
    <ul className={styles.list} data-testid="compendiums">
      {items.map((item) => (
        <li key={item.id}>
          <CompendiumCard item={item} />
        </li>
      ))}
    </ul>
  );
}
