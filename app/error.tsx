'use client';
import { useEffect } from 'react';
import { StatusMessage } from '@/components/layout/status-message';

/** A failed page inside the site's shell: a friendly message and a retry, never the error itself. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatusMessage code="Oops" heading="Something went wrong" text="This page could not be loaded just now. Please try again in a moment.">
      <button type="button" className="button" onClick={() => retry()}>
        Try again
      </button>
    </StatusMessage>
  );
}
