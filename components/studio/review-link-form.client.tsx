'use client';
import { useActionState } from 'react';
import form from '@/components/account/form.module.css';
import { shareForReview } from '@/lib/studio/actions';
import { CopyButton } from './copy-button.client';
import { Outcome } from './outcome';

/** Makes a review link for the insight and shows it once, to copy. Posts to its action before and after hydration alike. */
export function ReviewLinkForm({ id }: { id: string }) {
  const [state, formAction, pending] = useActionState(shareForReview, null);
  return (
    <form action={formAction} aria-label="Share for review" className={form.form} aria-busy={pending}>
      <input type="hidden" name="id" value={id} />
      <Outcome state={state} />
      {state?.link && (
        <div className={form.field}>
          <label className={form.label} htmlFor="review-link">
            Review link (shown once: copy it now)
          </label>
          <div className={form.inputRow}>
            <input id="review-link" key={state.at} className={form.input} readOnly value={state.link} onFocus={(event) => event.currentTarget.select()} />
            <CopyButton text={state.link} key={`copy-${state.at}`} />
          </div>
        </div>
      )}
      <div className={form.actions}>
        <button type="submit" className="button button-outline" disabled={pending}>
          Make a review link
        </button>
      </div>
    </form>
  );
}
