'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** The accessible name: shown as the dialog's heading. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * A native modal <dialog>: the browser keeps focus inside, makes the page behind inert,
 * closes on Escape and returns focus to the opener. A click on the backdrop closes it too.
 */
export function Modal({ open, onClose, title, hideTitle, children, className }: ModalProps) {
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
            <h2 id="modal-title" className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </h2>
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
