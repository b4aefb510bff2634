'use client';
import { Link } from '@/components/ui/link';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { NavMenu as Menu } from '@/content/navigation';
import styles from './header.module.css';

export type OpenedBy = 'hover' | 'click' | 'key';

type Props = {
  menu: Menu;
  id: string;
  open: boolean;
  pathname: string;
  onOpen: (by: OpenedBy) => void;
  onClick: () => void;
  onClose: () => void;
  onHoverEnd: () => void;
  /** Hover opens only where the menus are a desktop bar, not in the mobile panel. */
  hoverEnabled: () => boolean;
};

/**
 * One header dropdown (disclosure pattern): a button with aria-expanded and a list of plain
 * links, so every link is in the server HTML. Hover, click, Enter/Space and ArrowDown open
 * it; the arrow keys move through its links; the header closes it on Escape or a click outside.
 */
export function NavMenu({ menu, id, open, pathname, onOpen, onClick, onClose, onHoverEnd, hoverEnabled }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    root.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, [open]);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    focusFirst.current = true;
    if (open) root.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    else onOpen('key');
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(event.currentTarget.querySelectorAll('a'));
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    links[(next + links.length) % links.length]?.focus();
  };

  return (
    <div
      ref={root}
      className={styles.menu}
      data-open={open}
      onPointerEnter={(event) => event.pointerType === 'mouse' && hoverEnabled() && onOpen('hover')}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hoverEnabled() && onHoverEnd()}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) onClose();
      }}
    >
      <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls={id} onClick={onClick} onKeyDown={onButtonKey}>
        {menu.label}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={id} className={styles.dropdown} onKeyDown={onListKey}>
        {menu.items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.dropdownLink} aria-current={pathname === item.href ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
