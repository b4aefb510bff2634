import { usePathname } from 'next/navigation';

/**
 * The path the visitor sees. A list's prerendered first page is routed under /lists
 * (lib/routing/first-pages.ts), and Next reports that route's path while it renders it, so
 * the header, the call-to-action and the log-in link read this instead of usePathname().
 */
export function useSitePathname(): string {
  return usePathname().replace(/^\/lists(?=\/)/, '');
}
