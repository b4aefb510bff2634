'use client';
import { StatusMessage } from './status-message';

/** What both error boundaries hand their view: a retry of the failed render. */
export type ErrorViewProps = { retry: () => void };

/**
 * The page shown when a page fails inside the site's shell. Loaded only then (app/error.tsx),
 * so no page carries it in its first load.
 */
export function PageError({ retry }: ErrorViewProps) {
  return (
    <StatusMessage code="Oops" heading="Something went wrong" text="This page could not be loaded just now. Please try again in a moment.">
      <button type="button" className="button" onClick={() => retry()}>
        Try again
      </button>
    </StatusMessage>
  );
}

/** The body shown when the root layout itself fails (app/global-error.tsx), with its own title. */
export function RootError({ retry }: ErrorViewProps) {
  return (
    <>
      <title>Something went wrong | Molecula Research &amp; Consulting</title>
      <main id="main" style={{ paddingTop: 0 }}>
        <StatusMessage code="Oops" heading="Something went wrong" text="The site could not be loaded just now. Please try again in a moment.">
          <button type="button" className="button" onClick={() => retry()}>
            Try again
          </button>
        </StatusMessage>
      </main>
    </>
  );
}
