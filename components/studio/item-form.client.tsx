'use client';
import { useActionState, type ReactNode } from 'react';
import type { FieldView, FormValues } from '@/lib/studio/fields';
import { submitItem } from '@/lib/studio/actions';
import form from '@/components/account/form.module.css';
import { BodyField } from './body-field.client';
import styles from './studio.module.css';

export type ItemFormProps = {
  kind: string;
  /** What the form is called (its kind's title). */
  label: string;
  /** '' for a new item (the first save gives it its id). */
  id: string;
  version: number;
  initial: FormValues;
  /** The kind's fields, as its module configures them (lib/studio/kinds). */
  fields: readonly FieldView[];
  canPublish: boolean;
  published: boolean;
  scheduled: boolean;
};

/**
 * An item's editor, whatever its kind: the kind's fields in their order, drawn from its module's
 * configuration. It posts to the one item action before and after hydration alike; a refused post
 * comes back with its message and every field as it was sent, so nothing typed is lost.
 */
export function ItemForm({ kind, label, id, version, initial, fields, ...actions }: ItemFormProps) {
  const [state, formAction, pending] = useActionState(submitItem, null);
  const values = state?.fields ?? initial;
  return (
    <form action={formAction} aria-label={label} className={form.form} aria-busy={pending} key={state?.at ?? 0}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <p role="alert" className={styles.alert}>
        {state?.message}
      </p>
      {groups(fields).map((group) => {
        const controls = group.fields.map((each) => <Control key={each.name} field={each} value={values[each.name] ?? ''} />);
        if (group.legend) return <fieldset key={group.key} className={styles.grid}><legend>{group.legend}</legend>{controls}</fieldset>;
        return group.grid ? <div key={group.key} className={styles.grid}>{controls}</div> : controls;
      })}
      <ItemActions {...actions} pending={pending} publishAt={values.publishAt ?? ''} />
    </form>
  );
}

type Group = { key: string; legend?: string; grid: boolean; fields: FieldView[] };

/** Neighbouring fields of one group together: a grid, or a fieldset named by its legend. */
function groups(fields: readonly FieldView[]): Group[] {
  const out: Group[] = [];
  for (const each of fields) {
    const legend = typeof each.group === 'string' ? each.group : undefined;
    const grid = each.group !== undefined;
    const last = out.at(-1);
    if (last && grid && last.grid && last.legend === legend) last.fields.push(each);
    else out.push({ key: each.name, legend, grid, fields: [each] });
  }
  return out;
}

function Control({ field, value }: { field: FieldView; value: string }) {
  const { name, label, control, hint, rows, maxLength, required } = field;
  const hintId = hint ? `item-${name}-hint` : undefined;
  const labelled = (input: ReactNode) => (
    <label className={form.field}>
      <span className={form.label}>{label}</span>
      {input}
      {hint && (
        <span id={hintId} className={form.hint}>
          {hint}
        </span>
      )}
    </label>
  );
  switch (control) {
    case 'html':
      return <BodyField name={name} label={label} defaultValue={value} />;
    case 'check':
      return (
        <label className={styles.check}>
          <input type="checkbox" name={name} defaultChecked={value === 'on'} /> {label}
        </label>
      );
    case 'choice':
      return (
        <div className={form.field}>
          <label className={form.label} htmlFor={`item-${name}`}>
            {label}
          </label>
          <select id={`item-${name}`} name={name} defaultValue={value} key={`${name}-${value}`} className={form.input} required={required}>
            {field.allowNone ? <option value="">None</option> : <option value="" disabled>Choose…</option>}
            {field.options?.values.map((choice) => (
              <option key={choice} value={choice}>
                {field.options?.labels?.[choice] ?? choice}
              </option>
            ))}
          </select>
        </div>
      );
    case 'textarea':
    case 'lines':
      return labelled(<textarea name={name} defaultValue={value} className={form.textarea} rows={rows ?? 4} maxLength={maxLength} required={required} aria-describedby={hintId} />);
    case 'moment':
      return labelled(<input type="datetime-local" name={name} step={1} defaultValue={value} className={form.input} required={required} aria-describedby={hintId} />);
    default:
      return labelled(<input name={name} type={control === 'url' ? 'url' : 'text'} defaultValue={value} className={form.input} maxLength={maxLength} required={required} aria-describedby={hintId} />);
  }
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
