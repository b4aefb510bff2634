'use client';
import { useCallback, useId, useState } from 'react';
import { MAX_LENGTH } from '@/lib/limits';
import { loadOnce } from '@/lib/lazy';
import { ActionsPlaceholder } from './actions-placeholder';
import { useInteractiveHalf } from './use-interactive-half';
import styles from './visitor-box.module.css';
import formStyles from './form.module.css';

// Nearly every page shows this box; its server action and messages come after the page is up.
const loadActions = loadOnce(() => import('./query-actions').then((module) => module.QueryActions));

/**
 * 'Have Any Further Queries?': the home call-to-action and the insights page. The server checks
 * the session and the text and answers with the spec's alerts; a failed write is logged only.
 * The text is this component's state from hydration on, so nothing typed is lost while the
 * interactive half (QueryActions) loads, once the browser is idle or the textarea is focused.
 */
export function QueryBox() {
  const id = useId();
  const [question, setQuestion] = useState('');
  const { Half: Actions, load, onReady, onSubmit } = useInteractiveHalf(loadActions);
  const onSent = useCallback(() => setQuestion(''), []);

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Have Any Further Queries?
      </h2>
      <form
        className={formStyles.form}
        method="post"
        noValidate
        onSubmit={onSubmit}
      >
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
          onFocus={load}
        />
        {Actions ? <Actions onReady={onReady} onSent={onSent} /> : <ActionsPlaceholder />}
      </form>
    </section>
  );
}
