'use client';
import { useEffect, useRef, useState } from 'react';
import { formatDayMonthYear } from '@/lib/dates';
import styles from './article-tools.module.css';

const COPIED_MS = 3000;

/**
 * Share copies the article's canonical link and says 'Link copied!' for 3 s (a failed copy is
 * logged only, spec section 8); 'Print / Save as PDF' opens the print dialog. Both are hidden on
 * paper, and without script (`data-needs-js`), where the browser's own print and address bar
 * remain. Once mounted it dates the print stamp, again before each print.
 */
export function ArticleTools({ url }: { url: string }) {
  const root = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(0);

  useEffect(() => {
    const printedOn = root.current?.closest('article')?.querySelector('[data-printed-on]');
    const stamp = () => printedOn && (printedOn.textContent = ` on ${formatDayMonthYear(new Date().toISOString())}`);
    stamp();
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(0), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function share() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied((n) => n + 1);
    } catch (error) {
      console.warn('[share] could not copy the link', error);
    }
  }

  return (
    <div ref={root} className={`${styles.tools} no-print`}>
      <button type="button" className="button button-outline" data-needs-js="" onClick={() => void share()}>
        Share
      </button>
      <button type="button" className="button button-outline" data-needs-js="" onClick={() => window.print()}>
        Print / Save as PDF
      </button>
      <span className={styles.status} role="status">
        {copied ? 'Link copied!' : ''}
      </span>
    </div>
  );
}
