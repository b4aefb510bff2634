import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import { FOOTER_LINKS } from '@/content/navigation';
import { SITE } from '@/content/site';
import { LinkedInIcon } from './linkedin-icon';
import styles from './footer.module.css';

/** Site footer: the firm, the page links (Blogs on mobile only), follow us, and the copyright line. */
export function SiteFooter() {
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Link href="/" className={styles.logo}>
            <Image src={SITE.logo.white.src} alt={`${SITE.name} home`} width={176} height={44} />
          </Link>
          <p>Research and management consulting for the chemical industry, from molecules to markets.</p>
          <p>
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            <br />
            <a href={SITE.phone.href}>{SITE.phone.display}</a>
          </p>
        </div>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className={styles.heading}>
            Explore
          </h2>
          <ul className={`link-list ${styles.links}`}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href} className={'mobileOnly' in link && link.mobileOnly ? styles.mobileOnly : undefined}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Follow us</h2>
          <a className={styles.follow} href={SITE.linkedInUrl} target="_blank" rel="noopener noreferrer">
            <LinkedInIcon size={18} />
            Follow us on LinkedIn
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className="container">
          {/* Every page is rendered again at least every 5 minutes (revalidate), so the year turns with it. */}
          © {new Date().getFullYear()} {SITE.name}
        </p>
      </div>
    </footer>
  );
}
