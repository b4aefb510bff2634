import type { ReactElement } from 'react';
import { renderToStaticMarkup as render } from 'react-dom/server';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import ErrorPage from '@/app/error';
import GlobalError from '@/app/global-error';
import NotFound from '@/app/not-found';

// The site's links navigate through the App Router, which a page always has; give them one.
const router = { push: () => {}, replace: () => {}, prefetch: () => {}, back: () => {}, forward: () => {}, refresh: () => {} } as unknown as AppRouterInstance;
const renderToStaticMarkup = (element: ReactElement) => render(<AppRouterContext.Provider value={router}>{element}</AppRouterContext.Provider>);

describe('status pages', () => {
  it('the error page is friendly, offers a retry and the ways on, and never shows the error', () => {
    const error = Object.assign(new Error('SQLITE_CORRUPT at /srv/app/.data/site.db'), { stack: 'Error: at secret.ts:1:1' });
    const html = renderToStaticMarkup(<ErrorPage error={error} retry={() => {}} />);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Try again');
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/insights"');
    expect(html).not.toContain('SQLITE');
    expect(html).not.toContain('secret.ts');
  });

  it('the global error page renders its own document without the error', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('FIREBASE_SERVICE_ACCOUNT missing')} retry={() => {}} />);
    expect(html).toMatch(/^<html lang="en-GB">/);
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
