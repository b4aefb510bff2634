'use client';
import { useEffect, useState } from 'react';
import styles from './share.module.css';

const COPIED_MS = 3000;

/**
 * The spec's Share: copies the page's canonical link and says 'Link copied!' for 3 s (a failed
 * copy is logged only, spec section 8). Where the browser has a share sheet (phones) the same
 * tap opens it too, with `sheetUrl` (the link tagged for that channel on the server, so
 * lib/share stays out of the page's scripts). Needs script: hidden without it
 * (`data-needs-js`), where the share links beside it remain.
 */
export function ShareButton({ url, sheetUrl, title }: { url: string; sheetUrl: string; title: string }) {
  const [copied, setCopied] = useState(0);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(0), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function share() {
    // First, while the tap still counts as the visitor's: the sheet needs that.
    if (typeof navigator.share === 'function') navigator.share({ title, url: sheetUrl }).catch(() => {});
    try {
      await navigator.clipboard.writeText(url);
      setCopied((n) => n + 1);
    } catch (error) {
      console.warn('[share] could not copy the link', error);
    }
  }

  return (
    <>
      <button type="button" className="button button-outline" data-needs-js="" onClick={() => void share()}>
        Share
      </button>
      <span className={styles.status} role="status">
        {copied ? 'Link copied!' : ''}
      </span>
    </>
  );
}
