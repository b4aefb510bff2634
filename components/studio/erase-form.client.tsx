'use client';
import { useActionState } from 'react';
import form from '@/components/account/form.module.css';
import { eraseSubscriber } from '@/lib/studio/actions';
import { Confirm } from './confirm';
import { Outcome } from './outcome';

/** Erase one address (admins), after a question that says what goes. Posts to its action before and after hydration alike. */
export function EraseForm() {
  const [state, formAction, pending] = useActionState(eraseSubscriber, null);
  return (
    <form action={formAction} aria-label="Erase an address" className={form.form} aria-busy={pending}>
      <Outcome state={state} />
      <label className={form.field}>
        <span className={form.label}>E-mail address</span>
        <input type="email" name="email" required autoComplete="off" className={form.input} />
      </label>
      <div className={form.actions}>
        <Confirm id="confirm-erase" label="Erase everything kept about it" title="Erase everything kept about this address?" disabled={pending}>
          <p>Its subscription, the mails sent to it, and the queries and event comments sent under it are deleted for good. This cannot be undone.</p>
        </Confirm>
      </div>
    </form>
  );
}
