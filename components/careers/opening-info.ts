import { OFFICES, type Office } from '@/content/offices';
import type { JobOpening } from '@/lib/data/schema';

/** The office an opening belongs to: by city first, then by country (ISO code or name). */
function officeFor(opening: Pick<JobOpening, 'location' | 'country'>): Office | undefined {
  const city = opening.location?.trim().toLowerCase();
  const country = opening.country?.trim().toLowerCase();
  return (
    OFFICES.find((office) => city && office.city.toLowerCase() === city) ??
    OFFICES.find(
      (office) => country && (office.postal.addressCountry.toLowerCase() === country || office.country.toLowerCase() === country),
    )
  );
}

/** A short place label for the detail, e.g. 'Gurugram, India'; undefined when the opening names no place. */
export function openingLocation(opening: Pick<JobOpening, 'location' | 'country'>): { label: string; office?: Office } | undefined {
  const office = officeFor(opening);
  if (office) return { label: `${office.city}, ${office.country}`, office };
  const parts = [opening.location, opening.country].filter((part): part is string => Boolean(part?.trim()));
  return parts.length ? { label: parts.join(', ') } : undefined;
}
