import type { ReactNode } from 'react';
import formStyles from './form.module.css';

/**
 * What a form shows (and the server renders) until its interactive half has loaded: the
 * message regions, empty, and a disabled Submit, so the box keeps its size and nothing pops in.
 * `children` follow the button (the event box's log-in prompt).
 */
export function ActionsPlaceholder({ children }: { children?: ReactNode }) {
  return (
    <>
      <div className={formStyles.messages}>
        <p role="status" className={formStyles.status} />
        <p role="alert" className={formStyles.alert} />
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled>
          Submit
        </button>
        {children}
      </div>
    </>
  );
}
