'use client';
import { useState, type ComponentType, type ReactNode } from 'react';
import { loadOnce } from '@/lib/lazy';
import type { SubscribeDialogProps } from './subscribe-dialog';

// The modal, its form, server action and messages stay out of every page's first load.
const loadDialog = loadOnce(() => import('./subscribe-dialog').then((module) => module.SubscribeDialog));

/**
 * A button (default label 'Subscribe') that opens the subscribe modal. Each opening starts with
 * no status message. The modal's code loads on a hint of intent (pointer over, focus) or on the
 * click itself; a click before it arrives opens the dialog as soon as it has.
 */
export function SubscribeButton({ className, children }: { className?: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<SubscribeDialogProps> | null>(null);

  const prepare = () => loadDialog().then((component) => setDialog(() => component));

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => void prepare().catch(() => {})}
        onFocus={() => void prepare().catch(() => {})}
        onClick={() => {
          setOpen(true);
          // Offline: no dialog can open, and none should pop up later on a mere hover.
          prepare().catch(() => setOpen(false));
        }}
      >
        {children ?? 'Subscribe'}
      </button>
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
