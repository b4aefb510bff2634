'use client';
import { lazy, Suspense } from 'react';
import type { ErrorViewProps } from '@/components/layout/error-views.client';

// Every page's first load carries this boundary, so its view loads only when a page fails.
// Offline, when even that cannot load, a line and a reload link stand in for it.
const PageError = lazy(() =>
  import('@/components/layout/error-views.client').then(
    (module) => ({ default: module.PageError }),
    () => ({
      default: () => (
        <p role="alert" className="container status-text">
          Something went wrong. <a href="">Reload the page</a>
        </p>
      ),
    }),
  ),
);

/**
 * A failed page inside the site's shell: a friendly message and a retry, never the error itself
 * (Next logs it to the console).
 */
export default function ErrorPage({ retry }: ErrorViewProps & { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <PageError retry={retry} />
    </Suspense>
  );
}
