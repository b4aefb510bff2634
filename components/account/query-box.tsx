'use client';
import { useId, useState } from 'react';
import { submitQuery } from '@/lib/actions/visitor-actions';
import { MAX_LENGTH } from '@/lib/validation';
import { FormMessage } from './form-message';
import { useActionForm } from './use-action-form';
import { useHydrated } from './use-hydrated';
import styles from './visitor-box.module.css';
import formStyles from './form.module.css';

/**
 * 'Have Any Further Queries?': the home call-to-action and the insights page. The server checks
 * the session and the text and answers with the spec's alerts; a failed write is logged only.
 */
export function QueryBox() {
  const id = useId();
  const hydrated = useHydrated();
  const [question, setQuestion] = useState('');
  const { result, pending, round, onSubmit } = useActionForm(submitQuery, {
    failure: '',
    onResult: (outcome) => {
      if (outcome.ok) setQuestion('');
    },
  });

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Have Any Further Queries?
      </h2>
      <form className={formStyles.form} method="post" noValidate onSubmit={onSubmit}>
        <label htmlFor={`${id}-question`} className="visually-hidden">
          Your query
        </label>
        <textarea
          id={`${id}-question`}
          name="question"
          className={formStyles.textarea}
          placeholder="Feel free to share..."
          rows={4}
          maxLength={MAX_LENGTH.query}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <FormMessage result={result} round={round} />
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={!hydrated || pending}>
            Submit
          </button>
        </div>
      </form>
    </section>
  );
}
