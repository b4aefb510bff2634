'use client';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The year as rendered on the server (at build or revalidation), corrected in the browser
 * if a cached page outlived New Year. No effect or extra render when they agree.
 */
export function CurrentYear({ serverYear }: { serverYear: number }) {
  const year = useSyncExternalStore(noSubscription, () => new Date().getFullYear(), () => serverYear);
  return <>{year}</>;
}
