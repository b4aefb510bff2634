'use client';
import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICK_MS, countdownTarget, isZero, pad, timeLeft, type CountdownParts } from '@/lib/countdown';
import styles from './countdown.module.css';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

type Props = {
  /** Called once when the countdown reaches zero. */
  onComplete?: () => void;
};

/**
 * Days, hours, minutes and seconds to 14:05 UTC two days after today, refreshed every second.
 * The server (and the first client render) show '--' in every box; the numbers arrive after
 * mount, from the visitor's clock, so server and client HTML never disagree.
 */
export function Countdown({ onComplete }: Props) {
  const [parts, setParts] = useState<CountdownParts | null>(null);
  const completed = useRef(false);
  const onCompleteRef = useRef(onComplete);

  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  useEffect(() => {
    const target = countdownTarget(new Date());
    const tick = () => {
      const next = timeLeft(target, new Date());
      setParts(next);
      if (isZero(next) && !completed.current) {
        completed.current = true;
        window.clearInterval(timer);
        onCompleteRef.current?.();
      }
    };
    const timer = window.setInterval(tick, COUNTDOWN_TICK_MS);
    tick();
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div className={styles.boxes} role="timer" aria-label="Time left until the launch" data-testid="countdown">
      {UNITS.map(([key, label]) => (
        <div key={key} className={styles.box} data-unit={key}>
          <span className={styles.value}>{parts ? pad(parts[key]) : '--'}</span>
          <span className={styles.label}>{label}</span>
        </div>
      ))}
    </div>
  );
}
