'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** The accessible name: shown as the dialog's heading. */
  title: string;
  hideTitle?: boolean;
  /** The heading's level: 2, or 3 where the dialog shows a part of a section that has an h2 (a careers opening). */
  titleLevel?: 2 | 3;
  children: ReactNode;
  className?: string;
};

/**
 * A native modal <dialog>: the browser keeps focus inside, makes the page behind inert,
 * closes on Escape and returns focus to the opener. A click on the backdrop closes it too.
 */
export function Modal({ open, onClose, title, hideTitle, titleLevel = 2, children, className }: ModalProps) {
  const Title = `h${titleLevel}` as const;
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      aria-labelledby={open ? 'modal-title' : undefined}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.body}>
          <div className={styles.header}>
            <Title id="modal-title" className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </Title>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
