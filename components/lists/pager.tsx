import { Link } from '@/components/ui/link.client';
import styles from './pager.module.css';

type PagerProps = {
  label: string;
  page: number;
  /** Where Prev and Next go; left out at the ends, which renders them disabled. */
  prevHref?: string;
  nextHref?: string;
};

/** 'Prev' and 'Next' for a paged list; a disabled button stands in at either end. */
export function Pager({ label, page, prevHref, nextHref }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <PagerLink href={prevHref} rel="prev">
        Prev
      </PagerLink>
      <span className={styles.page} aria-current="page">
        Page {page}
      </span>
      <PagerLink href={nextHref} rel="next">
        Next
      </PagerLink>
    </nav>
  );
}

function PagerLink({ href, rel, children }: { href?: string; rel: 'prev' | 'next'; children: string }) {
  if (!href) {
    return (
      <button type="button" className="button button-outline" disabled>
        {children}
      </button>
    );
  }
  return (
    <Link className="button button-outline" href={href} rel={rel} prefetch={false}>
      {children}
    </Link>
  );
}
