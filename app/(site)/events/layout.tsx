import type { ReactNode } from 'react';

/** `modal` is the intercepted /events/<id> route: an event opened from a list shows as a modal. */
export default function EventsLayout({ children, modal }: { children: ReactNode; modal: ReactNode }) {
  return (
    <>
      {children}
      {modal}
    </>
  );
}
