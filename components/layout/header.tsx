import { AuthButton } from '@/components/account/auth-button.client';
import { SubscribeButton } from '@/components/account/subscribe-button';
import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import { SearchForm } from '@/components/search/search-form';
import { HEADER_MENUS } from '@/content/navigation';
import { SITE } from '@/content/site';
import { HeaderControls } from './header-controls.client';
import { LinkedInIcon } from './linkedin-icon';
import styles from './header.module.css';

/**
 * The site header: logo home, the three menus, search, Log in, Subscribe and the LinkedIn link, all
 * rendered on the server and working before any script: the Menu button opens the mobile panel
 * and each menu button its dropdown as popovers (the browser closes them on Escape, on a click
 * outside and when another opens), and on desktop a dropdown also opens on hover. At mobile
 * widths the panel lists every link under its menu's name. `HeaderControls` adds the rest once
 * hydrated (dark once scrolled, closing on a client-side navigation, the current page marked).
 */
export function SiteHeader() {
  return (
    <header className={styles.header} data-scrolled="false" data-testid="site-header">
      <div className={`container ${styles.bar}`}>
        {/* Eager but low priority: React would otherwise preload it ahead of the hero image (the LCP). */}
        <Link href="/" className={styles.logo}>
          <Image src={SITE.logo.white.src} alt={`${SITE.name} home`} width={160} height={40} loading="eager" fetchPriority="low" />
        </Link>
        <button type="button" className={styles.toggle} popoverTarget="site-menu">
          <span className={styles.toggleIcon} aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <div id="site-menu" className={styles.panel} popover="auto">
          <nav aria-label="Main">
            <ul className={styles.menus}>
              {HEADER_MENUS.map((menu, index) => (
                <li key={menu.label} className={styles.menu}>
                  <button type="button" className={styles.menuButton} popoverTarget={`nav-menu-${index}`}>
                    {menu.label}
                    <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </button>
                  <span id={`nav-label-${index}`} className={styles.menuLabel}>
                    {menu.label}
                  </span>
                  <ul id={`nav-menu-${index}`} className={styles.dropdown} popover="auto" aria-labelledby={`nav-label-${index}`}>
                    {menu.items.map((item) => (
                      <li key={item.href}>
                        <Link href={item.href} className={styles.dropdownLink}>
                          {item.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <SearchForm id="site-search" variant="bar" />
            <AuthButton className={styles.login} />
            <SubscribeButton className={`button ${styles.subscribe}`} />
            <a className={styles.social} href={SITE.linkedInUrl} target="_blank" rel="noopener noreferrer" aria-label="Molecula on LinkedIn (opens in a new tab)">
              <LinkedInIcon />
            </a>
          </div>
        </div>
        <HeaderControls />
      </div>
    </header>
  );
}
