import { useId } from 'react';
import { INPUT_MAX_LENGTH } from '@/lib/limits';
import { submitQuery } from '@/lib/actions/visitor-actions';
import { SubmitForm } from './submit-form.client';
import styles from './visitor-box.module.css';
import formStyles from './form.module.css';

/**
 * 'Have Any Further Queries?': the home call-to-action and the insights page. Rendered on the
 * server and posting to the query action from the first paint (SubmitForm). The server checks
 * the session and the text and answers with the spec's alerts; a failed write is logged only.
 */
export function QueryBox() {
  const id = useId();

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Have Any Further Queries?
      </h2>
      <SubmitForm action={submitQuery} className={formStyles.form!}>
        <label htmlFor={`${id}-question`} className="visually-hidden">
          Your query
        </label>
        <textarea id={`${id}-question`} name="question" className={formStyles.textarea} placeholder="Feel free to share..." rows={4} maxLength={INPUT_MAX_LENGTH.query} />
      </SubmitForm>
    </section>
  );
}
