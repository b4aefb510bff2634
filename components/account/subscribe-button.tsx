'use client';
import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { SubscribeForm } from './subscribe-form';

/** A button (default label 'Subscribe') that opens the subscribe modal. Each opening starts with no status message. */
export function SubscribeButton({ className, children }: { className?: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children ?? 'Subscribe'}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Subscribe to our updates">
        {/* The modal renders its content only while open, so every opening mounts a fresh form. */}
        <SubscribeForm />
      </Modal>
    </>
  );
}
