'use client';
import { Modal } from '@/components/ui/modal';
import { SubscribeForm } from './subscribe-form';

export type SubscribeDialogProps = { open: boolean; onClose: () => void };

/** The subscribe modal and its form, loaded by SubscribeButton when first wanted. */
export function SubscribeDialog({ open, onClose }: SubscribeDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Subscribe to our updates">
      {/* The modal renders its content only while open, so every opening mounts a fresh form. */}
      <SubscribeForm />
    </Modal>
  );
}
