'use client';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server render and until React has hydrated this island, then true. Submit
 * buttons stay disabled until then: a form submitted natively before hydration would put its
 * fields (a password!) in the URL of a GET request.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
