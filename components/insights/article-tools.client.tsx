'use client';
import { useEffect, useRef, useState } from 'react';
import styles from './article-tools.module.css';

const COPIED_MS = 3000;

/** Share (copies the article's canonical link) and 'Print / Save as PDF'. Hidden when printed. */
export function ArticleTools({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function share() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      // Spec section 8: a failed copy is logged only.
      console.warn('[share] could not copy the link', error);
    }
  }

  return (
    <div className={`${styles.tools} no-print`}>
      <button type="button" className="button button-outline" onClick={share}>
        Share
      </button>
      <button type="button" className="button button-outline" onClick={() => window.print()}>
        Print / Save as PDF
      </button>
      <span className={styles.status} role="status">
        {copied ? 'Link copied!' : ''}
      </span>
    </div>
  );
}
