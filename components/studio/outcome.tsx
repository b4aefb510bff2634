import styles from './studio.module.css';

/** A studio form's answer: a success in a status region, a refusal in an alert; `at` re-announces a repeat. */
export function Outcome({ state }: { state: { ok: boolean; message: string; at?: number } | null }) {
  return (
    <>
      <p role="status" className={styles.notice}>
        {state?.ok ? <span key={state.at}>{state.message}</span> : null}
      </p>
      <p role="alert" className={styles.alert}>
        {state && !state.ok ? <span key={state.at}>{state.message}</span> : null}
      </p>
    </>
  );
}
