import { Link } from '@/components/ui/link.client';
import type { ReactNode } from 'react';

/**
 * The friendly page for "not found" and "something went wrong": a short message and the
 * ways on (home, insights). Never shows error details. Plain markup, usable from the
 * server (not-found) and the client (error boundary) alike. Its styles are global classes
 * (app/globals.css): a CSS module would add its class-name map to the error boundary's chunk,
 * which every page loads.
 */
export function StatusMessage({
  code,
  heading,
  text,
  details,
  children,
}: {
  code: string;
  heading: string;
  text: string;
  /** Shown between the text and the buttons (the not-found page's suggestions). */
  details?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="status" aria-labelledby="status-heading">
      <div className="container status-inner">
        <p className="status-code" aria-hidden="true">
          {code}
        </p>
        <h1 id="status-heading">{heading}</h1>
        <p className="status-text">{text}</p>
        {details}
        <div className="status-actions">
          {children}
          <Link className="button" href="/">
            Go to the home page
          </Link>
          <Link className="button button-outline" href="/insights">
            Browse our insights
          </Link>
        </div>
      </div>
    </section>
  );
}
