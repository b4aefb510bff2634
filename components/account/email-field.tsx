import { INPUT_MAX_LENGTH } from '@/lib/validation';
import styles from './form.module.css';

/** An e-mail input with its label. The forms use `noValidate`, so the spec's own messages show, not the browser's. */
export function EmailField({ id, autoComplete = 'email', label = 'Email' }: { id: string; autoComplete?: 'email' | 'username'; label?: string }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        inputMode="email"
        className={styles.input}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={INPUT_MAX_LENGTH.email}
        required
      />
    </div>
  );
}
