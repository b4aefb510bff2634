/** How the studio names an item's status. */
export function statusLabel(status: 'draft' | 'published' | 'withdrawn', changed: boolean): string {
  if (status === 'published') return changed ? 'Published, with unpublished changes' : 'Published';
  return status === 'draft' ? 'Draft' : 'Withdrawn';
}

/** A moment as staff read it in the studio: one time zone for everyone (UTC). */
export function when(iso: string): string {
  return `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}
