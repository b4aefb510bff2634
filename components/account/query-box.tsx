import { useId } from 'react';
import { MAX_LENGTH } from '@/lib/limits';
import { ActionsPlaceholder } from './actions-placeholder';
import { QueryForm } from './query-form.client';
import styles from './visitor-box.module.css';
import formStyles from './form.module.css';

/**
 * 'Have Any Further Queries?': the home call-to-action and the insights page. Rendered on the
 * server; QueryForm brings in the rest after the page is up. The server checks the session and
 * the text and answers with the spec's alerts; a failed write is logged only.
 */
export function QueryBox() {
  const id = useId();

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Have Any Further Queries?
      </h2>
      <QueryForm className={formStyles.form!} placeholder={<ActionsPlaceholder />}>
        <label htmlFor={`${id}-question`} className="visually-hidden">
          Your query
        </label>
        <textarea id={`${id}-question`} name="question" className={formStyles.textarea} placeholder="Feel free to share..." rows={4} maxLength={MAX_LENGTH.query} />
      </QueryForm>
    </section>
  );
}
