'use client';
import { useActionState } from 'react';
import form from '@/components/account/form.module.css';
import { answerVisitorQuery } from '@/lib/studio/actions';
import styles from './studio.module.css';

/** The answer to a visitor's query, mailed to them. Posts to its action before and after hydration alike; a refusal keeps the text. */
export function AnswerForm({ id }: { id: string }) {
  const [state, formAction, pending] = useActionState(answerVisitorQuery, null);
  return (
    <form action={formAction} aria-label="Answer" className={form.form} aria-busy={pending}>
      <input type="hidden" name="id" value={id} />
      <p role="alert" className={styles.alert}>
        {state ? <span key={state.at}>{state.message}</span> : null}
      </p>
      <div className={form.field}>
        <label className={form.label} htmlFor="query-answer-text">
          Your answer (mailed to the visitor, who can reply to the firm)
        </label>
        <textarea id="query-answer-text" key={state?.at} name="answer" defaultValue={state?.fields?.answer ?? ''} required maxLength={5000} rows={8} className={form.textarea} />
      </div>
      <div className={form.actions}>
        <button type="submit" className="button" disabled={pending}>
          Send answer
        </button>
      </div>
    </form>
  );
}
