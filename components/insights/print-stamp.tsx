import styles from './article-tools.module.css';

/** Shown only on paper: where the article came from and (dated by PrintButton) when it was printed. */
export function PrintStamp({ url }: { url: string }) {
  return (
    <p className={styles.stamp} data-testid="print-stamp">
      Printed from {url}
      <span data-printed-on="" />
    </p>
  );
}
