/** How the studio names an item's status. */
export function statusLabel(status: 'draft' | 'scheduled' | 'published' | 'withdrawn', changed: boolean, publishAt?: string | null): string {
  if (status === 'published') return changed ? 'Published, with unpublished changes' : 'Published';
  if (status === 'scheduled') return publishAt ? `Scheduled for ${when(publishAt)}` : 'Scheduled';
  return status === 'draft' ? 'Draft' : 'Withdrawn';
}

/** How the studio names where the firm stands with a visitor's query. */
export function queryStatusLabel(status: 'new' | 'answered' | 'closed'): string {
  return { new: 'New', answered: 'Answered', closed: 'Closed' }[status];
}

/** A moment as staff read it in the studio: one time zone for everyone (UTC). */
export function when(iso: string): string {
  return `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}
