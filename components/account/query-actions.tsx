'use client';
import { useLayoutEffect, type FormEvent } from 'react';
import { submitQuery } from '@/lib/actions/visitor-actions';
import { FormMessage } from './form-message';
import { useActionForm } from './use-action-form';
import formStyles from './form.module.css';

export type QueryActionsProps = {
  /** Hands the box the submit handler; the box's form calls it. */
  onReady: (submit: (event: FormEvent<HTMLFormElement>) => void) => void;
  /** A query was stored: the box clears its text. */
  onSent: () => void;
};

/**
 * The query box's interactive half, loaded after the page: the server action, the spec's
 * messages and the Submit button. Its markup matches ActionsPlaceholder's.
 */
export function QueryActions({ onReady, onSent }: QueryActionsProps) {
  const { result, pending, round, onSubmit } = useActionForm(submitQuery, {
    failure: '',
    onResult: (outcome) => {
      if (outcome.ok) onSent();
    },
  });
  // A layout effect: the handler is in place before the browser can deliver a click on the now enabled button.
  useLayoutEffect(() => {
    onReady(onSubmit);
  }, [onReady, onSubmit]);

  return (
    <>
      <FormMessage result={result} round={round} />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={pending}>
          Submit
        </button>
      </div>
    </>
  );
}
