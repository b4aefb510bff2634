'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from './env';

const PublicConfigContext = createContext<PublicConfig>({ backend: 'local' });

/** Hands the browser the server's public configuration (which backend, Firebase web config). */
export function PublicConfigProvider({ value, children }: { value: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext.Provider value={value}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}
