'use client';
import { useState } from 'react';
import { INPUT_MAX_LENGTH } from '@/lib/validation';
import styles from './form.module.css';

type Props = {
  id: string;
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** The log-in field starts unmasked, as the spec says; the toggle masks it. */
  initiallyVisible?: boolean;
  /** Id of a hint that explains the rules. */
  describedBy?: string;
};

/** A password input with a show/hide toggle (a real button, named for what it does). */
export function PasswordField({ id, name, label, autoComplete, initiallyVisible = false, describedBy }: Props) {
  const [visible, setVisible] = useState(initiallyVisible);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={INPUT_MAX_LENGTH.password}
          aria-describedby={describedBy}
          required
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          data-needs-js=""
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
