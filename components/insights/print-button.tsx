'use client';
import { useEffect, useRef } from 'react';
import { formatDayMonthYear } from '@/lib/dates';

/**
 * 'Print / Save as PDF' opens the print dialog. Once mounted it dates the article's print stamp,
 * again before each print. Needs script: hidden without it (`data-needs-js`), where the
 * browser's own print remains.
 */
export function PrintButton() {
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const printedOn = button.current?.closest('article')?.querySelector('[data-printed-on]');
    const stamp = () => printedOn && (printedOn.textContent = ` on ${formatDayMonthYear(new Date().toISOString())}`);
    stamp();
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);

  return (
    <button ref={button} type="button" className="button button-outline" data-needs-js="" onClick={() => window.print()}>
      Print / Save as PDF
    </button>
  );
}
