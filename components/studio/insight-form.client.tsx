'use client';
import { useActionState } from 'react';
import { submitInsight } from '@/lib/studio/actions';
import type { InsightFields } from '@/lib/studio/insight-input';
import { BodyField } from './body-field.client';
import { ChoiceField, ItemForm, type ItemFormProps } from './item-fields';
import form from '@/components/account/form.module.css';
import styles from './studio.module.css';

type Choices = { verticals: readonly string[]; topics: readonly string[]; types: readonly string[]; authors: readonly string[]; images: readonly string[]; imageLabels: Readonly<Record<string, string>> };

/** The insight editor. The body is HTML (BodyField), cleaned on the server before it is kept. */
export function InsightForm({ initial, choices, ...props }: ItemFormProps<InsightFields> & { choices: Choices }) {
  const [state, formAction, pending] = useActionState(submitInsight, null);
  const fields = state?.fields ?? initial;
  return (
    <ItemForm label="Insight" {...props} action={formAction} pending={pending} state={state} fields={fields}>
      <label className={form.field}>
        <span className={form.label}>Summary</span>
        <textarea name="summary" defaultValue={fields.summary} className={form.textarea} rows={3} maxLength={600} />
      </label>
      <BodyField name="body" label="Body" defaultValue={fields.body} />
      <div className={styles.grid}>
        <ChoiceField name="vertical" label="Vertical" value={fields.vertical} choices={choices.verticals} />
        <ChoiceField name="topic" label="Topic" value={fields.topic} choices={choices.topics} />
        <ChoiceField name="type" label="Type" value={fields.type} choices={choices.types} />
        <ChoiceField name="author" label="Author" value={fields.author} choices={choices.authors} />
        <ChoiceField name="image" label="Image" value={fields.image} choices={choices.images} labels={choices.imageLabels} allowNone />
        <label className={form.field}>
          <span className={form.label}>Image alt text</span>
          <input name="imageAlt" defaultValue={fields.imageAlt} className={form.input} maxLength={300} aria-describedby="image-alt-hint" />
          <span id="image-alt-hint" className={form.hint}>
            What the image shows, for readers who cannot see it. Empty: an upload’s own alt text, or none for a decorative picture.
          </span>
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="spotlight" defaultChecked={fields.spotlight} /> In the spotlight
        </label>
      </div>
    </ItemForm>
  );
}
