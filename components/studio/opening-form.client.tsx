'use client';
import { useActionState } from 'react';
import { submitOpening } from '@/lib/studio/actions';
import type { OpeningFields } from '@/lib/studio/opening-input';
import { ItemForm, type ItemFormProps } from './item-fields';
import form from '@/components/account/form.module.css';
import styles from './studio.module.css';

/** The job opening editor: what the careers page, the opening's page and its JobPosting data show. Lists are one point a line. */
export function OpeningForm({ initial, ...props }: ItemFormProps<OpeningFields>) {
  const [state, formAction, pending] = useActionState(submitOpening, null);
  const fields = state?.fields ?? initial;
  const area = (name: keyof OpeningFields, label: string, rows: number, required = false) => (
    <label className={form.field}>
      <span className={form.label}>{label}</span>
      <textarea name={name} defaultValue={fields[name]} className={form.textarea} rows={rows} required={required} />
    </label>
  );
  return (
    <ItemForm label="Job opening" {...props} action={formAction} pending={pending} state={state} fields={fields}>
      <label className={form.field}>
        <span className={form.label}>Apply at (https address)</span>
        <input name="applyUrl" type="url" defaultValue={fields.applyUrl} className={form.input} maxLength={2000} required />
      </label>
      {area('overview', 'Overview', 5, true)}
      {area('responsibilities', 'Responsibilities (one a line)', 6)}
      {area('requiredQualifications', 'Required qualifications (one a line)', 6)}
      {area('additionalQualifications', 'Additional qualifications (one a line)', 4)}
      <div className={styles.grid}>
        <label className={form.field}>
          <span className={form.label}>Location</span>
          <input name="location" defaultValue={fields.location} className={form.input} maxLength={200} />
        </label>
        <label className={form.field}>
          <span className={form.label}>Country</span>
          <input name="country" defaultValue={fields.country} className={form.input} maxLength={200} />
        </label>
        <label className={form.field}>
          <span className={form.label}>Applications close (UTC)</span>
          <input type="datetime-local" name="validThrough" step={1} defaultValue={fields.validThrough} className={form.input} />
        </label>
      </div>
    </ItemForm>
  );
}
