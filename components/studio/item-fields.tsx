import type { ReactNode } from 'react';
import form from '@/components/account/form.module.css';
import styles from './studio.module.css';

/**
 * The parts every item form shares (insights, news, events): the form itself with its version,
 * message, heading, schedule and buttons, and a choice from a fixed list. Rendered inside each
 * kind's client form, which holds the action's state; no state of their own.
 */

/** What each kind's form is given by its page. */
export type ItemFormProps<F> = {
  /** '' for a new item (the first save gives it its id). */
  id: string;
  version: number;
  initial: F;
  canPublish: boolean;
  published: boolean;
  scheduled: boolean;
};

type FrameProps = Omit<ItemFormProps<unknown>, 'initial'> & {
  label: string;
  action: (form: FormData) => void;
  pending: boolean;
  /** The action's last answer: its message, and when (the key renews the fields with what was sent). */
  state: { message: string; at: number } | null;
  fields: { heading: string; publishAt: string };
  children: ReactNode;
};

/**
 * An item's form: posts to its kind's server action before and after hydration alike; a refused
 * post comes back with its message and every field as it was sent, so nothing typed is lost.
 */
export function ItemForm({ label, id, version, action, pending, state, fields, children, ...actions }: FrameProps) {
  return (
    <form action={action} aria-label={label} className={form.form} aria-busy={pending} key={state?.at ?? 0}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <p role="alert" className={styles.alert}>
        {state?.message}
      </p>
      <label className={form.field}>
        <span className={form.label}>Heading</span>
        <input name="heading" defaultValue={fields.heading} className={form.input} maxLength={200} required />
      </label>
      {children}
      <ItemActions {...actions} pending={pending} publishAt={fields.publishAt} />
    </form>
  );
}
export function ChoiceField({ name, label, value, choices, labels, allowNone = false }: { name: string; label: string; value: string; choices: readonly string[]; labels?: Readonly<Record<string, string>>; allowNone?: boolean }) {
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={`item-${name}`}>
        {label}
      </label>
      <select id={`item-${name}`} name={name} defaultValue={value} key={`${name}-${value}`} className={form.input} required={!allowNone}>
        {allowNone ? <option value="">None</option> : <option value="" disabled>Choose…</option>}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels?.[choice] ?? choice}
          </option>
        ))}
      </select>
    </div>
  );
}

type ActionsProps = { canPublish: boolean; published: boolean; scheduled: boolean; pending: boolean; publishAt: string };

function ItemActions({ canPublish, published, scheduled, pending, publishAt }: ActionsProps) {
  return (
    <>
      {canPublish && (
        <label className={`${form.field} ${styles.when}`}>
          <span className={form.label}>Publish at (UTC)</span>
          <input type="datetime-local" name="publishAt" step={1} defaultValue={publishAt} className={form.input} />
        </label>
      )}
      <div className={form.actions}>
        <button type="submit" name="intent" value="save" className="button" disabled={pending}>
          Save draft
        </button>
        {canPublish && (
          <button type="submit" name="intent" value="publish" className="button" disabled={pending}>
            Publish
          </button>
        )}
        {canPublish && (
          <button type="submit" name="intent" value="schedule" className="button" disabled={pending}>
            Schedule
          </button>
        )}
        {canPublish && scheduled && (
          <button type="submit" name="intent" value="unschedule" className="button" disabled={pending} formNoValidate>
            Cancel schedule
          </button>
        )}
        {canPublish && published && (
          <button type="submit" name="intent" value="withdraw" className={`button ${styles.danger}`} disabled={pending} formNoValidate>
            Withdraw
          </button>
        )}
      </div>
    </>
  );
}
