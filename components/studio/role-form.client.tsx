'use client';
import { useActionState } from 'react';
import form from '@/components/account/form.module.css';
import { setStaffRole } from '@/lib/studio/actions';
import { Outcome } from './outcome';
import styles from './studio.module.css';

/** Grant or change a staff role (admins; taking one away is on its holder's row). Posts to its action before and after hydration alike. */
export function RoleForm() {
  const [state, formAction, pending] = useActionState(setStaffRole, null);
  return (
    <form action={formAction} aria-label="Staff role" className={form.form} aria-busy={pending}>
      <Outcome state={state} />
      {/* Re-mounted on each answer: a refusal shows what was typed, a success an empty form. */}
      <div className={styles.grid} key={state?.at}>
        <label className={form.field}>
          <span className={form.label}>E-mail address</span>
          <input type="email" name="email" required autoComplete="off" defaultValue={state?.fields?.email ?? ''} className={form.input} />
        </label>
        <div className={form.field}>
          <label className={form.label} htmlFor="staff-role">
            Role
          </label>
          <select id="staff-role" name="role" defaultValue={state?.fields?.role || 'editor'} className={form.input}>
            <option value="editor">Editor: writes and saves drafts</option>
            <option value="publisher">Publisher: also publishes, schedules and withdraws</option>
            <option value="admin">Admin: also grants and takes away roles</option>
          </select>
        </div>
      </div>
      <div className={form.actions}>
        <button type="submit" className="button" disabled={pending}>
          Save role
        </button>
      </div>
    </form>
  );
}
