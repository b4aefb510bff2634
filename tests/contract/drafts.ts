import type { ContentOf } from '@/lib/studio/kinds';

/** An insight as the studio's form hands it over: every field present, the optional ones empty. */
export const insightDraft = (overrides: Partial<ContentOf<'insight'>> = {}): ContentOf<'insight'> => ({
  kind: 'insight',
  heading: 'Solvents at a turning point',
  summary: 'Which solvents win.',
  body: '<p>Text</p>',
  vertical: 'Speciality Polymers',
  topic: 'Specialty Polymers',
  type: 'Article',
  author: 'Pieter van Dijk',
  image: '',
  imageAlt: '',
  spotlight: false,
  segment: '',
  metaTitle: '',
  metaDescription: '',
  socialImage: '',
  ...overrides,
});
