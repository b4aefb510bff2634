'use client';
import { useActionState } from 'react';
import { submitCompendium } from '@/lib/studio/actions';
import type { CompendiumFields } from '@/lib/studio/compendium-input';
import { ChoiceField, ItemForm, type ItemFormProps } from './item-fields';
import form from '@/components/account/form.module.css';
import styles from './studio.module.css';

type Choices = { verticals: readonly string[]; pdfs: readonly string[]; logos: readonly string[] };

/** The compendium editor: its card on its vertical's page, and the PDF it opens. */
export function CompendiumForm({ initial, choices, ...props }: ItemFormProps<CompendiumFields> & { choices: Choices }) {
  const [state, formAction, pending] = useActionState(submitCompendium, null);
  const fields = state?.fields ?? initial;
  return (
    <ItemForm label="Compendium" {...props} action={formAction} pending={pending} state={state} fields={fields}>
      <label className={form.field}>
        <span className={form.label}>Subheading</span>
        <input name="subheading" defaultValue={fields.subheading} className={form.input} maxLength={200} />
      </label>
      <label className={form.field}>
        <span className={form.label}>Description</span>
        <textarea name="description" defaultValue={fields.description} className={form.textarea} rows={5} maxLength={1500} required />
      </label>
      <div className={styles.grid}>
        <ChoiceField name="category" label="Vertical" value={fields.category} choices={choices.verticals} />
        <ChoiceField name="pdf" label="PDF" value={fields.pdf} choices={choices.pdfs} />
        <ChoiceField name="logo" label="Logo" value={fields.logo} choices={choices.logos} />
      </div>
    </ItemForm>
  );
}
