import type { Metadata } from 'next';
import { StatusMessage } from '@/components/layout/status-message';
import { SearchForm } from '@/components/search/search-form';

// No canonical: a 404 is not a page of the site (Next adds robots noindex itself).
export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <StatusMessage
      code="404"
      heading="Page not found"
      text="The page you are looking for has moved or no longer exists. Search for it, or take one of the ways on."
      details={<SearchForm id="not-found-search" />}
    />
  );
}
