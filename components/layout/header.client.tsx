'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AuthButton } from '@/components/account/auth-button';
import { SubscribeButton } from '@/components/account/subscribe-button';
import type { NavMenu as Menu } from '@/content/navigation';
import { NavMenu, type OpenedBy } from './nav-menu.client';
import styles from './header.module.css';

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Above this width the menus are a bar with dropdowns; at or below it they sit in the mobile panel. */
const desktop = () => window.matchMedia('(min-width: 1001px)').matches;
const menuId = (index: number) => `nav-menu-${index}`;

type Open = { index: number; by: OpenedBy } | null;

/**
 * The interactive part of the header: dark once the page is scrolled, the mobile menu, and
 * which dropdown is open. Closes everything on Escape, on a click outside and on navigation.
 */
export function HeaderFrame({ logo, social, menus }: { logo: ReactNode; social: ReactNode; menus: readonly Menu[] }) {
  const pathname = usePathname();
  const scrolled = useSyncExternalStore(subscribeScroll, () => window.scrollY > 0, () => false);
  const [open, setOpen] = useState<Open>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // A new page closes the menus (state adjusted during render, no effect needed).
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(null);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (open === null && !mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      const menu = open === null ? null : document.getElementById(menuId(open.index))?.parentElement;
      if (menu && !menu.contains(target)) setOpen(null);
      if (!header.current?.contains(target)) setMobileOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (open !== null) {
        const button = document.querySelector<HTMLButtonElement>(`[aria-controls="${menuId(open.index)}"]`);
        if (button?.parentElement?.contains(document.activeElement)) button.focus();
        setOpen(null);
      } else {
        setMobileOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, mobileOpen]);

  return (
    <header ref={header} className={styles.header} data-scrolled={scrolled} data-menu-open={mobileOpen} data-testid="site-header">
      <div className={`container ${styles.bar}`}>
        {logo}
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={mobileOpen}
          aria-controls="site-menu"
          onClick={() => setMobileOpen((value) => !value)}
          data-needs-js=""
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <div
          id="site-menu"
          className={styles.panel}
          onClick={(event) => {
            if ((event.target as Element).closest('a')) {
              setOpen(null);
              setMobileOpen(false);
            }
          }}
        >
          <nav aria-label="Main">
            <ul className={styles.menus}>
              {menus.map((menu, index) => (
                <li key={menu.label}>
                  <NavMenu
                    menu={menu}
                    id={menuId(index)}
                    open={open?.index === index}
                    pathname={pathname}
                    hoverEnabled={desktop}
                    onOpen={(by) => setOpen({ index, by })}
                    // A click on a menu opened by hover keeps it open (the pointer hovered on its way to click).
                    onClick={() => setOpen((current) => (current?.index !== index ? { index, by: 'click' } : current.by === 'hover' ? { index, by: 'click' } : null))}
                    onHoverEnd={() => setOpen((current) => (current?.index === index && current.by === 'hover' ? null : current))}
                    onClose={() => setOpen((current) => (current?.index === index ? null : current))}
                  />
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <AuthButton className={styles.login} />
            <SubscribeButton className={`button ${styles.subscribe}`} />
            {social}
          </div>
        </div>
      </div>
    </header>
  );
}
