'use client';
import { useLayoutEffect, type FormEvent, type ReactNode } from 'react';
import { FormMessage } from './form-message';
import { useActionForm, type ServerAction } from './use-action-form';
import formStyles from './form.module.css';

export type SubmitActionsProps = {
  /** Hands the box the submit handler; the box's form calls it. */
  onReady: (submit: (event: FormEvent<HTMLFormElement>) => void) => void;
  /** The server stored the text: the box clears it. */
  onSent: () => void;
  /** Beside the button (the event box's log-in prompt). */
  children?: ReactNode;
};

/**
 * The interactive half of a box whose Submit sends one text through a server action (the
 * query box, the events pages' comment box), loaded after the page: the action, the spec's
 * messages and the Submit button, in ActionsPlaceholder's markup. Failures are logged only.
 */
export function SubmitActions({ action, enabled = true, onReady, onSent, children }: SubmitActionsProps & { action: ServerAction; enabled?: boolean }) {
  const { result, pending, round, onSubmit } = useActionForm(action, {
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
        <button type="submit" className="button" disabled={!enabled || pending}>
          Submit
        </button>
        {children}
      </div>
    </>
  );
}
