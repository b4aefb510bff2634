'use client';
import { useCallback, useState } from 'react';
import { Countdown } from './countdown.client';
import styles from './countdown.module.css';

/** The /countdown page body: the boxes, and the completion handler's announcement at zero. */
export function LaunchCountdown() {
  const [launched, setLaunched] = useState(false);
  const handleComplete = useCallback(() => setLaunched(true), []);
  return (
    <>
      <Countdown onComplete={handleComplete} />
      <p className={styles.status} role="status">
        {launched ? 'The countdown is over: our new website is live.' : ''}
      </p>
    </>
  );
}
