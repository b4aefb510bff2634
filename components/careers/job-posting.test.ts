import type { JobOpening } from '@/lib/data/schema';
import { jobDescriptionHtml, jobPostingData } from './job-posting';
import { officeFor, openingLocation } from './opening-info';

const opening: JobOpening = {
  id: 'j-1',
  name: 'Research Analyst',
  gform: 'https://forms.example.com/apply',
  overview: 'Model <polymer> markets & prices.',
  responsibilities: ['Build models'],
  requiredQualifications: ['Chemistry degree'],
  additionalQualifications: [],
  location: 'Rotterdam',
  country: 'NL',
  datePosted: '2026-10-01T06:00:00.000Z',
  validThrough: '2027-01-31T18:29:59.000Z',
};

test('the description is HTML built from escaped plain text', () => {
  const html = jobDescriptionHtml(opening);
  expect(html).toContain('<p>Model &lt;polymer&gt; markets &amp; prices.</p>');
  expect(html).toContain('<ul><li>Build models</li></ul>');
  expect(html).not.toContain('Additional Qualifications');
});

test('the posting carries the fields Google requires, with the matching office address', () => {
  const data = jobPostingData(opening);
  expect(data).toMatchObject({
    '@type': 'JobPosting',
    title: 'Research Analyst',
    datePosted: opening.datePosted,
    validThrough: opening.validThrough,
    directApply: false,
    hiringOrganization: { '@type': 'Organization', name: expect.any(String), sameAs: expect.any(String), logo: expect.stringMatching(/logo/) },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Rotterdam', addressCountry: 'NL' } },
  });
  expect(String(data.url)).toMatch(/\/careers\/j-1$/);
});

test('validThrough is left out when the opening has none', () => {
  expect(jobPostingData({ ...opening, validThrough: undefined })).not.toHaveProperty('validThrough');
});

test('offices match by city, then by country code or name', () => {
  expect(officeFor({ location: 'gurugram' })?.id).toBe('gurugram');
  expect(officeFor({ country: 'US' })?.id).toBe('cupertino');
  expect(officeFor({ location: 'Remote', country: 'The Netherlands' })?.id).toBe('rotterdam');
  expect(officeFor({ location: 'Paris', country: 'FR' })).toBeUndefined();
  expect(openingLocation({ location: 'Paris', country: 'FR' })).toEqual({ label: 'Paris, FR' });
  expect(openingLocation({})).toBeUndefined();
});

test('an opening in a city without an office still gets a country address', () => {
  expect(jobPostingData({ ...opening, location: 'Paris', country: 'FR' }).jobLocation).toEqual({
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: 'Paris', addressCountry: 'FR' },
  });
});
