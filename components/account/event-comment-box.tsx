// TEMPORARY: replaced by the accounts branch at merge
'use client';

export function EventCommentBox({ eventId }: { eventId?: string }) {
  return (
    <form onSubmit={(event) => event.preventDefault()} data-event-id={eventId}>
      <label htmlFor="event-comment">Leave a comment</label>
      <textarea id="event-comment" rows={4} />
      <button type="submit" className="button" disabled>
        Submit
      </button>
    </form>
  );
}
