'use client';
import { useActionState, type ReactNode } from 'react';
import form from '@/components/account/form.module.css';
import { bulkItems } from '@/lib/studio/actions';
import { Confirm } from './confirm';
import { Outcome } from './outcome';

/**
 * The studio list as a form for publishers: tick items, then publish or withdraw them at once
 * (withdrawing asks first). Posts to its action before and after hydration alike; the answer
 * counts what was done and names what was left, and the list beside it is read again.
 */
export function BulkForm({ count, children }: { count: number; children: ReactNode }) {
  const [state, formAction, pending] = useActionState(bulkItems, null);
  const answer = state && { ...state, message: [state.message, state.detail].filter(Boolean).join(' ') };
  return (
    <form action={formAction} aria-label="Publish or withdraw several items" aria-busy={pending}>
      <Outcome state={answer} />
      {children}
      {/* The buttons only where there is something to tick. */}
      {count > 0 && (
      <div className={form.actions}>
        <button type="submit" name="intent" value="publish" className="button" disabled={pending}>
          Publish the ticked items
        </button>
        <Confirm id="confirm-bulk-withdraw" label="Withdraw the ticked items" title="Withdraw the ticked items from the site?" name="intent" value="withdraw" cancel="Keep them" disabled={pending}>
          <p>Each leaves the public site at once (a page of its own answers 410 Gone) until it is published again. Drafts and history stay here.</p>
        </Confirm>
      </div>
      )}
    </form>
  );
}
