import type { ActionResult } from '@/lib/actions/result';
import styles from './form.module.css';

/**
 * The spec's alerts as in-page messages: successes in a polite status region, errors in an
 * alert region. Both regions stay in the page so assistive technology announces each change;
 * `round` (one per answer) re-inserts the text so the same message twice is announced twice.
 * `result` null, or an empty logged-only message, shows nothing.
 */
export function FormMessage({ result, round = 0 }: { result: ActionResult | null; round?: number }) {
  const success = result?.ok ? result.message : '';
  const error = result && !result.ok ? result.message : '';
  return (
    <div className={styles.messages}>
      <p role="status" className={styles.status}>
        {success && <span key={round}>{success}</span>}
      </p>
      <p role="alert" className={styles.alert}>
        {error && <span key={round}>{error}</span>}
      </p>
      {/* What the visitor does next, after the spec's message: announced too, kept apart from it. */}
      <p aria-live="polite" className={styles.detail}>
        {result?.detail}
      </p>
    </div>
  );
}
