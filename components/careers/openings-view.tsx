import { CAREERS } from '@/content/careers';
import type { JobOpening } from '@/lib/data/schema';
import { OpeningDetail } from './opening-detail';
import { openingLocation } from './opening-info';
import { openingPath } from '@/lib/text';
import { OpeningsBoard } from './openings-board.client';

/**
 * The openings board from the store's documents: rendered on the server, and in the browser
 * only when the live channel reports a change (components/live). Each opening's detail is
 * rendered here, so the board's island never loads the detail's code or the careers texts.
 */
export function OpeningsView({ docs }: { docs: JobOpening[] }) {
  if (docs.length === 0) return <p>{CAREERS.openings.empty}</p>;
  const items = docs.map((opening) => ({
    id: opening.id,
    name: opening.name,
    place: openingLocation(opening)?.label,
    href: openingPath(opening.id),
    detail: <OpeningDetail opening={opening} level={4} secondary="permalink" />,
  }));
  return <OpeningsBoard items={items} label={CAREERS.openings.heading} />;
}
