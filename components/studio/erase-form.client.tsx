'use client';
import { useActionState } from 'react';
import form from '@/components/account/form.module.css';
import { eraseSubscriber } from '@/lib/studio/actions';
import { Outcome } from './outcome';

/** Erase one address (admins). Posts to its action before and after hydration alike. */
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
        <button type="submit" className="button" disabled={pending}>
          Erase everything kept about it
        </button>
      </div>
    </form>
  );
}
