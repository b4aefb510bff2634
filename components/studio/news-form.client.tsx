'use client';
import { useActionState } from 'react';
import { submitNews } from '@/lib/studio/actions';
import type { NewsFields } from '@/lib/studio/news-input';
import { ChoiceField, ItemForm, type ItemFormProps } from './item-fields';
import form from '@/components/account/form.module.css';
import styles from './studio.module.css';

/** The news editor: a heading, its text (plain, as the news list shows it) and a category. */
export function NewsForm({ initial, categories, ...props }: ItemFormProps<NewsFields> & { categories: readonly string[] }) {
  const [state, formAction, pending] = useActionState(submitNews, null);
  const fields = state?.fields ?? initial;
  return (
    <ItemForm label="News item" {...props} action={formAction} pending={pending} state={state} fields={fields}>
      <label className={form.field}>
        <span className={form.label}>Text</span>
        <textarea name="text" defaultValue={fields.text} className={form.textarea} rows={10} maxLength={5000} required />
      </label>
      <div className={styles.grid}>
        <ChoiceField name="category" label="Category" value={fields.category} choices={categories} />
      </div>
    </ItemForm>
  );
}
