'use client';
import { useActionState } from 'react';
import { submitInsight } from '@/lib/studio/actions';
import type { InsightFields } from '@/lib/studio/insight-input';
import { BodyField } from './body-field.client';
import form from '@/components/account/form.module.css';
import styles from './studio.module.css';

type Choices = { verticals: readonly string[]; topics: readonly string[]; types: readonly string[]; authors: readonly string[]; images: readonly string[] };

type Props = {
  /** '' for a new insight (the first save gives it its id). */
  id: string;
  version: number;
  initial: InsightFields;
  choices: Choices;
  canPublish: boolean;
  published: boolean;
  scheduled: boolean;
};

/**
 * The insight editor. Posts to one server action before and after hydration alike; a refused
 * post (a conflict, a missing heading) comes back with its message and every field as it was
 * sent, so nothing typed is lost. The body is HTML (BodyField), cleaned on the server before it is kept.
 */
export function InsightForm({ id, version, initial, choices, canPublish, published, scheduled }: Props) {
  const [state, formAction, pending] = useActionState(submitInsight, null);
  const fields = state?.fields ?? initial;
  const select = (name: keyof Choices, field: keyof InsightFields, label: string, allowNone = false) => (
    <div className={form.field}>
      <label className={form.label} htmlFor={`insight-${field}`}>
        {label}
      </label>
      <select id={`insight-${field}`} name={field} defaultValue={String(fields[field])} key={`${field}-${String(fields[field])}`} className={form.input} required={!allowNone}>
        {allowNone ? <option value="">None</option> : <option value="" disabled>Choose…</option>}
        {choices[name].map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    // The key renews the fields with what was sent, at each answer.
    <form action={formAction} aria-label="Insight" className={form.form} aria-busy={pending} key={state?.at ?? 0}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <p role="alert" className={styles.alert}>
        {state?.message}
      </p>
      <label className={form.field}>
        <span className={form.label}>Heading</span>
        <input name="heading" defaultValue={fields.heading} className={form.input} maxLength={200} required />
      </label>
      <label className={form.field}>
        <span className={form.label}>Summary</span>
        <textarea name="summary" defaultValue={fields.summary} className={form.textarea} rows={3} maxLength={600} />
      </label>
      <BodyField defaultValue={fields.body} />
      <div className={styles.grid}>
        {select('verticals', 'vertical', 'Vertical')}
        {select('topics', 'topic', 'Topic')}
        {select('types', 'type', 'Type')}
        {select('authors', 'author', 'Author')}
        {select('images', 'image', 'Image', true)}
        <label className={styles.check}>
          <input type="checkbox" name="spotlight" defaultChecked={fields.spotlight} /> In the spotlight
        </label>
      </div>
      {canPublish && (
        <label className={`${form.field} ${styles.when}`}>
          <span className={form.label}>Publish at (UTC)</span>
          <input type="datetime-local" name="publishAt" step={1} defaultValue={fields.publishAt} className={form.input} />
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
    </form>
  );
}
