'use client';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { Modal } from '../ui/modal.client';
import styles from './event-modal.module.css';

/**
 * The event modal of the events pages. It is the intercepted /events/<id> route, so the
 * open modal has the event's own URL (shareable; a reload shows the event page); closing
 * goes back to the list. Focus returns to the card that opened it.
 */
export function EventModal({ title, children }: { title: string; children: ReactNode }) {
  const router = useRouter();

  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <Modal open title={title} onClose={() => router.back()} className={styles.modal}>
      {children}
    </Modal>
  );
}
