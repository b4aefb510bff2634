import type { ReactNode } from 'react';
import styles from './account-card.module.css';

/** The frame of every account screen: one centred card with the page's single h1. */
export function AccountCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="account-title">
        <h1 id="account-title" className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </section>
    </div>
  );
}
