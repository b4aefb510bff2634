import styles from './form.module.css';

/** The password rules under the sign-up form's password field (its aria-describedby): server markup. */
export function PasswordRules() {
  return (
    <p id="password-rules" className={styles.hint}>
      At least 6 characters, with a lower-case and an upper-case letter, a digit and a special character.
    </p>
  );
}
