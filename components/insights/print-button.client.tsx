'use client';
import { useEffect, useRef } from 'react';

/** Dates the article's print stamp with today, as the site writes dates ("05 March 2026"). */
function stamp(button: HTMLElement | null) {
  const printedOn = button?.closest('article')?.querySelector('[data-printed-on]');
  if (printedOn) printedOn.textContent = ` on ${new Date().toLocaleDateString('en-GB', { day: '2-digit', month: 'long', year: 'numeric' })}`;
}

/**
 * 'Print / Save as PDF' opens the print dialog. Before every print, from this button or from the
 * browser's own menu, it dates the article's print stamp. Needs script: hidden without it
 * (`data-needs-js`), where the browser's own print remains.
 */
export function PrintButton() {
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onBeforePrint = () => stamp(button.current);
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, []);

  return (
    <button
      ref={button}
      type="button"
      className="button button-outline"
      data-needs-js=""
      onClick={() => {
        stamp(button.current);
        window.print();
      }}
    >
      Print / Save as PDF
    </button>
  );
}
