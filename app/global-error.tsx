'use client';
import { useEffect } from 'react';
import { Link } from '@/components/ui/link';
import './globals.css';

/**
 * Replaces the root layout when it fails: its own document, the site's styles, no error details.
 * The same words and look as StatusMessage, written out here: every page loads this boundary's
 * chunk, and a copy of StatusMessage would double what the two boundaries cost.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en-GB">
      <body>
        <title>Something went wrong | Molecula Research &amp; Consulting</title>
        <main id="main" style={{ paddingTop: 0 }}>
          <section className="status" aria-labelledby="status-heading">
            <div className="container status-inner">
              <p className="status-code" aria-hidden="true">
                Oops
              </p>
              <h1 id="status-heading">Something went wrong</h1>
              <p className="status-text">The site could not be loaded just now. Please try again in a moment.</p>
              <div className="status-actions">
                <button type="button" className="button" onClick={() => retry()}>
                  Try again
                </button>
                <Link className="button" href="/">
                  Go to the home page
                </Link>
                <Link className="button button-outline" href="/insights">
                  Browse our insights
                </Link>
              </div>
            </div>
          </section>
        </main>
      </body>
    </html>
  );
}
