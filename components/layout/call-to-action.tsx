import { Link } from '@/components/ui/link.client';
import { QueryBox } from '@/components/account/query-box';
import { CALL_TO_ACTION, SITE } from '@/content/site';
import styles from './call-to-action.module.css';

/** 'Looking for a strategic thought partner?': mail, About Us and Careers links, and the query box. */
export function CallToAction() {
  return (
    <aside className={styles.cta} aria-labelledby="cta-heading" data-testid="call-to-action">
      <div className={`container ${styles.grid}`}>
        <div className={styles.text}>
          <h2 id="cta-heading">{CALL_TO_ACTION.heading}</h2>
          <p>{CALL_TO_ACTION.text}</p>
          <p className={styles.mail}>
            <a className="button" href={`mailto:${SITE.email}`}>
              {CALL_TO_ACTION.mailLabel}
            </a>
            <span>
              or e-mail <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </span>
          </p>
          <ul className={`link-list ${styles.links}`}>
            <li>
              <Link href="/about-us">About Us</Link>
            </li>
            <li>
              <Link href="/careers">Careers</Link>
            </li>
          </ul>
        </div>
        <div className={styles.query}>
          <QueryBox />
        </div>
      </div>
    </aside>
  );
}
