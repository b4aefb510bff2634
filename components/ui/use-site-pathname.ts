import { usePathname } from 'next/navigation';
import { TWIN_PREFIX } from '@/lib/routing/first-pages';

/**
 * The path the visitor sees. A list's prerendered first page is routed under /lists
 * (lib/routing/first-pages.ts), and Next reports that route's path while it renders it, so
 * the header, the call-to-action and the log-in link read this instead of usePathname().
 */
export function useSitePathname(): string {
  const pathname = usePathname();
  return pathname.startsWith(`${TWIN_PREFIX}/`) ? pathname.slice(TWIN_PREFIX.length) : pathname;
}
