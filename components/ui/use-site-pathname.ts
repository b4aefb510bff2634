import { usePathname } from 'next/navigation';
import { visiblePath } from '@/lib/routing/visible-path';

/** The path the visitor sees, where usePathname() may report a list's route (lib/routing/visible-path.ts). */
export function useSitePathname(): string {
  return visiblePath(usePathname());
}
