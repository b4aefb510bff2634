import type { ReactNode } from 'react';
import form from '@/components/account/form.module.css';
import styles from './studio.module.css';

type Props = {
  /** The dialog's id, unique on the page. */
  id: string;
  /** The button that opens the dialog, and the one in it that does the deed. */
  label: string;
  /** The question the dialog asks, naming what will happen. */
  title: string;
  /** What follows, in a sentence or two. */
  children: ReactNode;
  /** The confirming button's field: the form's `intent`, say. */
  name?: string;
  value?: string;
  /** What the button that keeps things as they are says. */
  cancel?: string;
  disabled?: boolean;
};

/**
 * A destructive action behind a question: a red button opens a modal dialog that names what will
 * happen; only its own button, inside the same form, posts. The buttons open and close the dialog
 * with the browser's Invoker Commands, so it asks before any script has run, and focus stays in it
 * while it is open (a modal dialog makes the rest of the page inert).
 */
export function Confirm({ id, label, title, children, name, value, cancel = 'Cancel', disabled }: Props) {
  return (
    <>
      <button type="button" className={`button ${styles.danger}`} commandfor={id} command="show-modal" disabled={disabled}>
        {label}
      </button>
      <dialog id={id} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className={styles.dialog}>
        <h2 id={`${id}-title`} className={styles.dialogTitle}>
          {title}
        </h2>
        <div id={`${id}-text`}>{children}</div>
        {/* The way back comes first: it is what the dialog focuses as it opens. */}
        <div className={form.actions}>
          <button type="button" className="button button-outline" commandfor={id} command="close">
            {cancel}
          </button>
          <button type="submit" name={name} value={value} className={`button ${styles.danger}`} formNoValidate disabled={disabled}>
            {label}
          </button>
        </div>
      </dialog>
    </>
  );
}
