import { AuthButton } from '@/components/account/auth-button';
import { SubscribeButton } from '@/components/account/subscribe-button';
import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import { HEADER_MENUS } from '@/content/navigation';
import { SITE } from '@/content/site';
import { HeaderControls } from './header-controls.client';
import { LinkedInIcon } from './linkedin-icon';
import styles from './header.module.css';

/**
 * The site header: logo home, the three menus, Log in, Subscribe and the LinkedIn link. All of
 * it renders on the server; `HeaderControls` makes it interactive (dark once scrolled, the
 * mobile menu, the dropdowns) by toggling the `data-*` and `aria-expanded` attributes below.
 * Each dropdown is a disclosure: a button with aria-expanded and a list of plain links, so every
 * link is in the HTML.
 */
export function SiteHeader() {
  return (
    <header className={styles.header} data-scrolled="false" data-menu-open="false" data-testid="site-header">
      <div className={`container ${styles.bar}`}>
        {/* Eager but low priority: React would otherwise preload it ahead of the hero image (the LCP). */}
        <Link href="/" className={styles.logo}>
          <Image src={SITE.logo.white.src} alt={`${SITE.name} home`} width={160} height={40} loading="eager" fetchPriority="low" />
        </Link>
        <button type="button" className={styles.toggle} aria-expanded="false" aria-controls="site-menu" data-needs-js="">
          <span className={styles.toggleIcon} aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <div id="site-menu" className={styles.panel}>
          <nav aria-label="Main">
            <ul className={styles.menus}>
              {HEADER_MENUS.map((menu, index) => (
                <li key={menu.label}>
                  <div className={styles.menu} data-open="false">
                    <button type="button" className={styles.menuButton} aria-expanded="false" aria-controls={`nav-menu-${index}`}>
                      {menu.label}
                      <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                      </svg>
                    </button>
                    <ul id={`nav-menu-${index}`} className={styles.dropdown}>
                      {menu.items.map((item) => (
                        <li key={item.href}>
                          <Link href={item.href} className={styles.dropdownLink}>
                            {item.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
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
