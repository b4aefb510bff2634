'use client';
import { useLayoutEffect, type FormEvent, type ReactNode } from 'react';
import { commentOnEvent } from '@/lib/actions/visitor-actions';
import { FormMessage } from './form-message';
import { useActionForm } from './use-action-form';
import formStyles from './form.module.css';

export type EventCommentActionsProps = {
  /** Submit is enabled only for a signed-in visitor (the server checks the session again). */
  signedIn: boolean;
  /** Hands the box the submit handler; the box's form calls it. */
  onReady: (submit: (event: FormEvent<HTMLFormElement>) => void) => void;
  /** A comment was stored: the box clears its text. */
  onSent: () => void;
  /** The log-in prompt, beside the button. */
  children?: ReactNode;
};

/**
 * The event comment box's interactive half, loaded after the page: the server action, the
 * spec's messages and the Submit button, in ActionsPlaceholder's markup.
 */
export function EventCommentActions({ signedIn, onReady, onSent, children }: EventCommentActionsProps) {
  const { result, pending, round, onSubmit } = useActionForm(commentOnEvent, {
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
        <button type="submit" className="button" disabled={!signedIn || pending}>
          Submit
        </button>
        {children}
      </div>
    </>
  );
}
