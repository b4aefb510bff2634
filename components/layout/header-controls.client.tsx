'use client';
import { useSitePathname } from '@/components/ui/use-site-pathname';
import { useEnhancement } from '@/components/ui/use-enhancement';
import { loadOnce } from '@/lib/lazy';

const loadBehaviour = loadOnce(() => import('./header-behaviour').then((module) => module.attachHeader));

/**
 * The header's island: renders nothing visible and brings in the header's behaviour
 * (header-behaviour.ts) once the browser is idle, or at once when the Menu button or a menu
 * is clicked (the click is replayed). Until then the styles open the dropdowns on hover and
 * focus. On every new page the behaviour is attached again, with everything closed.
 */
export function HeaderControls() {
  const pathname = useSitePathname();
  const anchor = useEnhancement('header', '[aria-controls="site-menu"], [data-open] > button', loadBehaviour, { pathname });
  return <span ref={anchor} hidden />;
}
