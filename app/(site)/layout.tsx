import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

/** Every public page, in the site's header, call to action and footer. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
