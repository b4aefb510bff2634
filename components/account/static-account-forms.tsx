import { Link } from '@/components/ui/link.client';
import { EmailField } from './email-field';
import styles from './form.module.css';

// The spec's forgot-password, OTP and reset screens are static: their buttons have no
// behaviour (no reset flow exists in the product). They are type="button" so nothing is
// submitted, and an address never ends up in a URL.

export function ForgotPasswordForm() {
  return (
    <div className={styles.form}>
      <EmailField id="forgot-email" />
      <button type="button" className={`button ${styles.wide}`}>
        Send OTP
      </button>
      <p className={styles.hint}>
        Remembered it? <Link href="/login">Back to log in</Link>
      </p>
    </div>
  );
}

export function OtpForm() {
  return (
    <div className={styles.form}>
      <div className={styles.field}>
        <label htmlFor="otp-code" className={styles.label}>
          OTP
        </label>
        <input
          id="otp-code"
          name="otp"
          className={styles.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
        />
      </div>
      <p className={styles.hint}>Resend OTP in 0:59</p>
      <button type="button" className={`button ${styles.wide}`}>
        Confirm OTP
      </button>
    </div>
  );
}

export function ResetPasswordForm() {
  return (
    <div className={styles.form}>
      {[
        { id: 'reset-password', label: 'New Password' },
        { id: 'reset-confirm', label: 'Re-Enter' },
      ].map((field) => (
        <div key={field.id} className={styles.field}>
          <label htmlFor={field.id} className={styles.label}>
            {field.label}
          </label>
          <input id={field.id} type="password" className={styles.input} autoComplete="new-password" maxLength={128} />
        </div>
      ))}
      <button type="button" className={`button ${styles.wide}`}>
        SAVE
      </button>
    </div>
  );
}
