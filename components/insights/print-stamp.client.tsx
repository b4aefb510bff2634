'use client';
import { useEffect, useState } from 'react';
import { formatDayMonthYear } from '@/lib/dates';
import styles from './print-stamp.module.css';

/** Shown only on paper: where the article came from and when it was printed. */
export function PrintStamp({ url }: { url: string }) {
  const [printedOn, setPrintedOn] = useState('');

  useEffect(() => {
    const stamp = () => setPrintedOn(formatDayMonthYear(new Date().toISOString()));
    stamp();
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);

  return (
    <p className={styles.stamp} data-testid="print-stamp">
      Printed from {url}
      {printedOn && ` on ${printedOn}`}
    </p>
  );
}
