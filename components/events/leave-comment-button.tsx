'use client';

/** 'Leave a comment!': moves focus (and the view) to the event comment box. */
export function LeaveCommentButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        const box = document.getElementById('event-comment');
        box?.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
        box?.focus({ preventScroll: true });
      }}
    >
      Leave a comment!
    </button>
  );
}
