'use client';
import { useActionState } from 'react';
import { submitEvent } from '@/lib/studio/actions';
import type { EventFields } from '@/lib/studio/event-input';
import { BodyField } from './body-field.client';
import { ChoiceField, ItemForm, type ItemFormProps } from './item-fields';
import form from '@/components/account/form.module.css';
import styles from './studio.module.css';

type Choices = { categories: readonly string[]; images: readonly string[]; imageLabels: Readonly<Record<string, string>>; attendance: Readonly<Record<string, string>>; statuses: Readonly<Record<string, string>> };

/**
 * The event editor: what the event page and its structured data show. Times are UTC, as
 * everywhere in the studio.
 */
export function EventForm({ initial, choices, ...props }: ItemFormProps<EventFields> & { choices: Choices }) {
  const [state, formAction, pending] = useActionState(submitEvent, null);
  const fields = state?.fields ?? initial;
  const text = (name: keyof EventFields, label: string, type = 'text') => (
    <label className={form.field}>
      <span className={form.label}>{label}</span>
      <input name={name} type={type} defaultValue={fields[name]} className={form.input} maxLength={type === 'url' ? 2000 : 200} />
    </label>
  );
  return (
    <ItemForm label="Event" {...props} action={formAction} pending={pending} state={state} fields={fields}>
      <BodyField name="description" label="Description" defaultValue={fields.description} />
      <div className={styles.grid}>
        <label className={form.field}>
          <span className={form.label}>Starts (UTC)</span>
          <input type="datetime-local" name="date" step={1} defaultValue={fields.date} className={form.input} required />
        </label>
        <label className={form.field}>
          <span className={form.label}>Ends (UTC)</span>
          <input type="datetime-local" name="endDate" step={1} defaultValue={fields.endDate} className={form.input} />
        </label>
        <ChoiceField name="category" label="Vertical" value={fields.category} choices={choices.categories} />
        <ChoiceField name="attendanceMode" label="Attendance" value={fields.attendanceMode} choices={Object.keys(choices.attendance)} labels={choices.attendance} />
        <ChoiceField name="status" label="Status" value={fields.status} choices={Object.keys(choices.statuses)} labels={choices.statuses} />
        <ChoiceField name="image" label="Image" value={fields.image} choices={choices.images} labels={choices.imageLabels} allowNone />
      </div>
      <fieldset className={styles.grid}>
        <legend>Venue (in person)</legend>
        {text('venueName', 'Venue')}
        {text('streetAddress', 'Street address')}
        {text('locality', 'Town or city')}
        {text('postalCode', 'Postal code')}
        {text('region', 'Region')}
        {text('country', 'Country')}
      </fieldset>
      {text('onlineUrl', 'Online at (https address)', 'url')}
    </ItemForm>
  );
}
