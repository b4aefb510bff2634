import { ArticleToolsEnhancer } from './article-tools-enhancer.client';
import styles from './article-tools.module.css';

/**
 * Share (copies the article's canonical link) and 'Print / Save as PDF', hidden when printed.
 * Server markup; their behaviour (article-tools-behaviour.ts) arrives once the page is idle,
 * or at once on a click, which is then replayed.
 */
export function ArticleTools({ url }: { url: string }) {
  return (
    <div className={`${styles.tools} no-print`}>
      <button type="button" className="button button-outline" data-share={url}>
        Share
      </button>
      <button type="button" className="button button-outline" data-print="">
        Print / Save as PDF
      </button>
      <span className={styles.status} role="status" data-share-status="" />
      <ArticleToolsEnhancer />
    </div>
  );
}

/** Shown only on paper: where the article came from and (filled in by the behaviour) when it was printed. */
export function PrintStamp({ url }: { url: string }) {
  return (
    <p className={styles.stamp} data-testid="print-stamp">
      Printed from {url}
      <span data-printed-on="" />
    </p>
  );
}
