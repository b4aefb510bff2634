import type { ReactNode } from 'react';
import { publicConfig } from '@/lib/env';
import { AuthProvider } from '@/lib/auth/auth-provider.client';
import { PublicConfigProvider } from '@/lib/public-config.client';

/** What the browser's components read from context: the public configuration and the session. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <PublicConfigProvider value={publicConfig()}>
      <AuthProvider>{children}</AuthProvider>
    </PublicConfigProvider>
  );
}
