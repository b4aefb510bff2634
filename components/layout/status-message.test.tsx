import type { ReactElement } from 'react';
import { renderToStaticMarkup as render } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import ErrorPage from '@/app/(site)/error';
import GlobalError from '@/app/global-error';
import NotFound from '@/app/(site)/not-found';

// The site's links navigate through the App Router, which a page always has; give them one.
const router = { push: () => {}, replace: () => {}, prefetch: () => {}, back: () => {}, forward: () => {}, refresh: () => {} } as unknown as AppRouterInstance;
const withRouter = (element: ReactElement) => <AppRouterContext.Provider value={router}>{element}</AppRouterContext.Provider>;
const renderToStaticMarkup = (element: ReactElement) => render(withRouter(element));

/** Renders like the server does, waiting for the boundaries' lazily loaded views. */
async function renderComplete(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(withRouter(element));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('status pages', () => {
  it('the error page is friendly, offers a retry and the ways on, and never shows the error', async () => {
    const error = Object.assign(new Error('SQLITE_CORRUPT at /srv/app/.data/site.db'), { stack: 'Error: at secret.ts:1:1' });
    const html = await renderComplete(<ErrorPage error={error} retry={() => {}} />);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Try again');
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/insights"');
    expect(html).not.toContain('SQLITE');
    expect(html).not.toContain('secret.ts');
  });

  it('the global error page renders its own document without the error', async () => {
    const html = await renderComplete(<GlobalError error={new Error('FIREBASE_SERVICE_ACCOUNT missing')} retry={() => {}} />);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-GB">/);
    expect(html).toContain('<title>Something went wrong | Molecula Research &amp; Consulting</title>');
    expect(html).toContain('Something went wrong');
    expect(html).not.toContain('FIREBASE');
  });

  it('the not-found page has one h1 and links home and to the insights', () => {
    const html = renderToStaticMarkup(<NotFound />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Page not found');
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/insights"');
  });
});

describe('an error boundary whose view cannot be fetched (offline)', () => {
  it('still says what happened and offers a reload', async () => {
    let html = '';
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/components/layout/error-views.client', () => {
        throw new Error('ChunkLoadError');
      });
      // A fresh module registry holds its own React: render with that one.
      const { createElement } = await import('react');
      const { prerenderToNodeStream: prerender } = await import('react-dom/static');
      const { default: IsolatedErrorPage } = await import('@/app/(site)/error');
      const { prelude } = await prerender(createElement(IsolatedErrorPage, { error: new Error('boom'), retry: () => {} }));
      for await (const chunk of prelude) html += String(chunk);
    });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Something went wrong.');
    expect(html).toContain('Reload the page');
    expect(html).not.toContain('boom');
  });
});
