'use client';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** Pages that have their own query box (/insights) or are account screens show no call-to-action block. */
const WITHOUT_CTA = new Set(['/insights', '/login', '/signup', '/forgot-password', '/otp', '/reset-password']);

export function CtaSlot({ children }: { children: ReactNode }) {
  return WITHOUT_CTA.has(usePathname()) ? null : children;
}
