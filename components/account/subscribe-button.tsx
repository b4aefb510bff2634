import type { ReactNode } from 'react';

/** The one subscribe dialog of every page (SubscribeDialog, placed by the site shell). */
export const SUBSCRIBE_DIALOG_ID = 'subscribe-dialog';

/**
 * A button (default label 'Subscribe') that opens the subscribe dialog: an invoker command, so
 * it works from the first paint with no script.
 */
export function SubscribeButton({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" commandfor={SUBSCRIBE_DIALOG_ID} command="show-modal">
      {children ?? 'Subscribe'}
    </button>
  );
}
