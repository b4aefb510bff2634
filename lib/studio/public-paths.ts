import { INDUSTRIES } from '@/content/industries';

/** Where a compendium is on the site: its vertical's page, at its section (the focus page for an unknown vertical). */
export function compendiumPath(vertical: string): string {
  const industry = INDUSTRIES.find((each) => each.vertical === vertical);
  return industry ? `/${industry.slug}#compendium-heading` : '/focus';
}

/** Where a banner is on the site: the page it heads (the focus page, or a vertical's). */
export function bannerPath(page: string): string {
  const industry = INDUSTRIES.find((each) => each.vertical === page);
  return industry ? `/${industry.slug}` : '/focus';
}
