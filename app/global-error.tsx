'use client';
import { useEffect } from 'react';
import { StatusMessage } from '@/components/layout/status-message';
import './globals.css';

/** Replaces the root layout when it fails: its own document, the site's styles, no error details. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en-GB">
      <body>
        <title>Something went wrong | Molecula Research &amp; Consulting</title>
        <main id="main" style={{ paddingTop: 0 }}>
          <StatusMessage code="Oops" heading="Something went wrong" text="The site could not be loaded just now. Please try again in a moment.">
            <button type="button" className="button" onClick={() => retry()}>
              Try again
            </button>
          </StatusMessage>
        </main>
      </body>
    </html>
  );
}
