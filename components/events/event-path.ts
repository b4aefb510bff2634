/** The shareable URL of an event: its page, which the events list opens as a modal. */
export function eventPath(id: string): string {
  return `/events/${encodeURIComponent(id)}`;
}
