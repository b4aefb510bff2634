import { Link } from '@/components/ui/link.client';
import { AUTHOR_BIOS } from '@/content/author-bios';
import type { Author } from '@/content/authors';
import { OFFICES } from '@/content/offices';
import type { Blog } from '@/lib/data/schema';
import { Breadcrumb } from './breadcrumb';
import { InsightGrid } from './insight-grid';
import styles from './author-profile.module.css';

/** An analyst's page: name, role, office, a short bio, and their newest insights. */
export function AuthorProfile({ author, insights, total }: { author: Author; insights: Blog[]; total: number }) {
  const office = OFFICES.find((o) => o.city === author.city);
  return (
    <>
      <section className="section">
        <div className={`container ${styles.profile}`}>
          <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Insights', href: '/insights' }, { label: author.name }]} />
          <h1>{author.name}</h1>
          <p className={styles.role}>{author.role}</p>
          {office && (
            <p className={styles.office}>
              <Link href="/about-us">
                {office.city}, {office.country}
              </Link>
            </p>
          )}
          <p className={styles.bio}>{AUTHOR_BIOS[author.slug]}</p>
        </div>
      </section>
      <section className="section section-tint" aria-labelledby="author-insights">
        <div className="container">
          <h2 id="author-insights">Insights by {author.name}</h2>
          {insights.length === 0 ? (
            <p>No insights yet.</p>
          ) : (
            <InsightGrid blogs={insights} />
          )}
          {total > insights.length && (
            <p className={styles.more}>
              The {insights.length} newest of {total}. <Link href="/insights">Browse every insight</Link>
            </p>
          )}
        </div>
      </section>
    </>
  );
}
