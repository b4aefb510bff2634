import { INDUSTRIES } from '@/content/industries';

/** A vertical's page (`/mobility`), or the focus page for a vertical without one. */
export function verticalPage(vertical: string): string {
  const industry = INDUSTRIES.find((each) => each.vertical === vertical);
  return industry ? `/${industry.slug}` : '/focus';
}
