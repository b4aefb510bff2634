'use client';
import { useActionState } from 'react';
import { submitBanner } from '@/lib/studio/actions';
import type { BannerFields } from '@/lib/studio/banner-input';
import { ChoiceField, ItemForm, type ItemFormProps } from './item-fields';
import form from '@/components/account/form.module.css';
import styles from './studio.module.css';

type Choices = { pages: readonly string[]; images: readonly string[]; imageLabels: Readonly<Record<string, string>> };

/** The banner editor: the hero at the top of the focus page or of a vertical's page. */
export function BannerForm({ initial, choices, ...props }: ItemFormProps<BannerFields> & { choices: Choices }) {
  const [state, formAction, pending] = useActionState(submitBanner, null);
  const fields = state?.fields ?? initial;
  return (
    <ItemForm label="Banner" {...props} action={formAction} pending={pending} state={state} fields={fields}>
      <label className={form.field}>
        <span className={form.label}>Description</span>
        <textarea name="description" defaultValue={fields.description} className={form.textarea} rows={3} maxLength={400} />
      </label>
      <div className={styles.grid}>
        <ChoiceField name="page" label="Page" value={fields.page} choices={choices.pages} />
        <ChoiceField name="image" label="Image" value={fields.image} choices={choices.images} labels={choices.imageLabels} />
        <label className={form.field}>
          <span className={form.label}>Link (a path on this site, or an https address)</span>
          <input name="link" defaultValue={fields.link} className={form.input} maxLength={2000} required />
        </label>
      </div>
    </ItemForm>
  );
}
