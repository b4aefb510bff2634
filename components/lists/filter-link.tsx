import { Link } from '@/components/ui/link.client';
import type { ReactNode } from 'react';
import styles from './filter-link.module.css';

/**
 * One filter choice (a topic or category) as a link, so the filtered list has its own URL.
 * The selected one is green and marked for assistive technology.
 */
export function FilterLink({ href, selected, children, className }: { href: string; selected: boolean; children: ReactNode; className?: string }) {
  return (
    <Link
      href={href}
      className={[styles.filter, className].filter(Boolean).join(' ')}
      aria-current={selected ? 'true' : undefined}
      scroll={false}
      prefetch={false}
    >
      {children}
    </Link>
  );
}
