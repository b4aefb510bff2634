import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import styles from './status-message.module.css';

/**
 * The friendly page for "not found" and "something went wrong": a short message and the
 * ways on (home, insights). Never shows error details. Plain markup, usable from the
 * server (not-found) and the client (error boundaries) alike.
 */
export function StatusMessage({ code, heading, text, children }: { code: string; heading: string; text: string; children?: ReactNode }) {
  return (
    <section className={styles.status} aria-labelledby="status-heading">
      <div className={`container ${styles.inner}`}>
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1 id="status-heading">{heading}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          {children}
          <Link className="button" href="/">
            Go to the home page
          </Link>
          <Link className="button button-outline" href="/insights">
            Browse our insights
          </Link>
        </div>
      </div>
    </section>
  );
}
