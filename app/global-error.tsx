'use client';
import { lazy, Suspense } from 'react';
import type { ErrorViewProps } from '@/components/layout/error-views.client';
import './globals.css';

// As in app/error.tsx: every page loads this boundary, its view only when the root layout fails.
const RootError = lazy(() =>
  import('@/components/layout/error-views.client').then(
    (module) => ({ default: module.RootError }),
    () => ({
      default: () => (
        <p role="alert">
          Something went wrong. <a href="">Reload the page</a>
        </p>
      ),
    }),
  ),
);

/**
 * Replaces the root layout when it fails: its own document, the site's styles, no error details
 * (Next logs the error to the console).
 */
export default function GlobalError({ retry }: ErrorViewProps & { error: unknown }) {
  return (
    <html lang="en-GB">
      <body>
        <Suspense fallback={null}>
          <RootError retry={retry} />
        </Suspense>
      </body>
    </html>
  );
}
