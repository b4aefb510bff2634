// TEMPORARY: replaced by the accounts branch at merge
'use client';
import type { ReactNode } from 'react';

export function SubscribeButton({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <button type="button" className={className}>
      {children ?? 'Subscribe'}
    </button>
  );
}
