import { Link } from '@/components/ui/link.client';
import { displayCategory, EVENT_DETAIL_VERTICALS } from '@/content/categories';
import { pagedPath } from '@/lib/seo/url';
import styles from './event-verticals.module.css';

/** The event page's 13 fixed 'Business Verticals' labels, each opening the events list filtered by it. */
export function EventVerticals() {
  return (
    <section aria-labelledby="event-verticals-heading">
      <h2 id="event-verticals-heading" className={styles.title}>
        Business Verticals
      </h2>
      <ul className={styles.list}>
        {EVENT_DETAIL_VERTICALS.map((vertical) => (
          <li key={vertical}>
            <Link className={styles.label} href={pagedPath('/events', 1, { category: vertical })} prefetch={false}>
              {displayCategory(vertical)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
