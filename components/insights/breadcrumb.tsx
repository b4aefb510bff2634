import { Link } from '@/components/ui/link.client';
import { INSIGHT_TOPICS } from '@/content/categories';
import type { Blog } from '@/lib/data/schema';
import { pagedPath } from '@/lib/seo/url';
import styles from './breadcrumb.module.css';

export type Crumb = { label: string; href?: string };

/** Home / Blogs / category: shown on the article and described in its BreadcrumbList. */
export function articleCrumbs(blog: Pick<Blog, 'category'>): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    // The spec's label; the canonical list of the same articles.
    { label: 'Blogs', href: '/insights' },
  ];
  if (!blog.category) return crumbs;
  const known = (INSIGHT_TOPICS as readonly string[]).includes(blog.category);
  crumbs.push({ label: blog.category, href: known ? pagedPath('/insights', 1, { topic: blog.category }) : undefined });
  return crumbs;
}

/** A breadcrumb trail: Home / Blogs / category on an insight article. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.label} className={styles.item}>
            {item.href ? <Link href={item.href}>{item.label}</Link> : <span>{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
