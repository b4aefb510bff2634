import { usePathname } from 'next/navigation';
import { visiblePath } from '@/lib/routing/first-pages';

/**
 * The path the visitor sees. A list's prerendered first page is a twin route
 * (lib/routing/first-pages.ts), and Next reports that route's path while it renders it, so
 * the header, the call-to-action and the log-in link read this instead of usePathname().
 */
export function useSitePathname(): string {
  return visiblePath(usePathname());
}
