import type { ReactNode } from 'react';
// The site's own Link here would put it in a chunk both frames share, which every public page
// then loads: 0.8 kB more gzip on each (bench/first-load.mjs). The studio's frame uses Next's.
// eslint-disable-next-line no-restricted-imports
import Link from 'next/link';
import { logOut } from '@/lib/actions/account-actions';
import { SITE } from '@/content/site';
import { hasRole, type Role } from '@/lib/auth/roles';
import styles from './studio-shell.module.css';

/** The studio's sections, each shown to the roles that may use it. */
const SECTIONS: readonly { href: string; label: string; role: Role }[] = [
  { href: '/studio', label: 'Content', role: 'editor' },
  { href: '/studio/queries', label: 'Queries', role: 'editor' },
  { href: '/studio/comments', label: 'Comments', role: 'editor' },
  { href: '/studio/subscribers', label: 'Subscribers', role: 'editor' },
  { href: '/studio/images', label: 'Images', role: 'editor' },
  { href: '/studio/activity', label: 'Activity', role: 'publisher' },
  { href: '/studio/mail', label: 'Mail', role: 'admin' },
  { href: '/studio/roles', label: 'Staff roles', role: 'admin' },
];

/**
 * The studio's own frame around its pages: its sections and the signed-in person, and the way
 * back to the public site. None of the public site's header, call to action, query box or footer,
 * and none of its client code: a module both frames used would be split into a chunk every
 * public page then loads besides its own (next/link and a plain form instead).
 */
export function StudioShell({ name, role, children }: { name: string; role: Role; children: ReactNode }) {
  return (
    <>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link href="/studio" prefetch={false} className={styles.brand}>
            {SITE.name} studio
          </Link>
          <nav aria-label="Studio">
            <ul className={styles.sections}>
              {SECTIONS.filter((section) => hasRole(role, section.role)).map((section) => (
                <li key={section.href}>
                  <Link href={section.href} prefetch={false}>
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.person}>
            <span>
              {name} ({role})
            </span>
            <Link href="/" prefetch={false}>
              View the site
            </Link>
            <Link href="/account" prefetch={false}>
              Account
            </Link>
            <form action={logOut}>
              <button type="submit">Log out</button>
            </form>
          </div>
        </div>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </>
  );
}
