import { Link } from '@/components/ui/link.client';
import styles from './form.module.css';

/** Where a password reset stands in this browser, above the screen's form, with the way on when there is one. */
export function ResetNotice({ message, link }: { message: string; link?: { href: string; label: string } }) {
  return (
    <p className={styles.notice}>
      {message}
      {link && (
        <>
          {' '}
          <Link href={link.href}>{link.label}</Link>
        </>
      )}
    </p>
  );
}
