'use client';
import { useState, useSyncExternalStore } from 'react';
import form from '@/components/account/form.module.css';

const subscribeNothing = () => () => {};

/** Copies text to the clipboard: drawn once scripts run (without them, the text is there to select and copy). */
export function CopyButton({ text, label = 'Copy link', what = 'the link' }: { text: string; label?: string; what?: string }) {
  const scripted = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const [copied, setCopied] = useState<boolean | null>(null);
  if (!scripted) return null;
  return (
    <>
      <button
        type="button"
        className="button button-outline"
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {label}
      </button>
      <span role="status" className={form.hint}>
        {copied === true ? 'Copied.' : copied === false ? `The browser would not copy it: select ${what} and copy it yourself.` : ''}
      </span>
    </>
  );
}
