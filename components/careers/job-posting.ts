import type { JobPosting, PostalAddress, WithContext } from 'schema-dts';
import { CAREERS } from '@/content/careers';
import { SITE } from '@/content/site';
import type { JobOpening } from '@/lib/data/schema';
import { absoluteUrl } from '@/lib/seo/url';
import { openingLocation, openingPath } from './opening-info';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Google wants the full description as HTML (<p>, <ul>, <li>); the stored fields are plain text, so escape them. */
export function jobDescriptionHtml(opening: JobOpening): string {
  const { labels } = CAREERS.openings;
  const list = (heading: string, items: string[]) =>
    items.length ? `<p><strong>${escapeHtml(heading)}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  return [
    opening.overview ? `<p>${escapeHtml(opening.overview)}</p>` : '',
    list(labels.responsibilities, opening.responsibilities),
    list(labels.requiredQualifications, opening.requiredQualifications),
    list(labels.additionalQualifications, opening.additionalQualifications),
  ].join('');
}

function address(opening: JobOpening): PostalAddress | undefined {
  const place = openingLocation(opening);
  if (place?.office) return { '@type': 'PostalAddress', ...place.office.postal };
  if (!opening.country) return undefined;
  return { '@type': 'PostalAddress', addressLocality: opening.location, addressCountry: opening.country };
}

/** JobPosting for one opening's own page (Google: mark up the most detailed page, not the list). */
export function jobPostingData(opening: JobOpening): WithContext<JobPosting> {
  const postal = address(opening);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.name,
    description: jobDescriptionHtml(opening),
    ...(opening.datePosted ? { datePosted: opening.datePosted } : {}),
    ...(opening.validThrough ? { validThrough: opening.validThrough } : {}),
    identifier: { '@type': 'PropertyValue', name: SITE.name, value: opening.id },
    hiringOrganization: {
      '@type': 'Organization',
      name: SITE.name,
      sameAs: absoluteUrl('/'),
      logo: absoluteUrl(SITE.logo.default.src),
    },
    ...(postal ? { jobLocation: { '@type': 'Place', address: postal } } : {}),
    directApply: false,
    url: absoluteUrl(openingPath(opening.id)),
  };
}
