import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import { HEADER_MENUS } from '@/content/navigation';
import { SITE } from '@/content/site';
import { HeaderFrame } from './header.client';
import { LinkedInIcon } from './linkedin-icon';
import styles from './header.module.css';

/** The site header: logo home, the three menus, Log in, Subscribe and the LinkedIn link. */
export function SiteHeader() {
  return (
    <HeaderFrame
      menus={HEADER_MENUS}
      logo={
        // Eager but low priority: React would otherwise preload it ahead of the hero image (the LCP).
        <Link href="/" className={styles.logo}>
          <Image src={SITE.logo.white.src} alt={`${SITE.name} home`} width={160} height={40} loading="eager" fetchPriority="low" />
        </Link>
      }
      social={
        <a className={styles.social} href={SITE.linkedInUrl} target="_blank" rel="noopener noreferrer" aria-label="Molecula on LinkedIn (opens in a new tab)">
          <LinkedInIcon />
        </a>
      }
    />
  );
}
