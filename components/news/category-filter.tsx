import { displayCategory } from '@/content/categories';
import { ALL } from '@/lib/data/queries';
import { pagedPath } from '@/lib/seo/url';
import { FilterLink } from '@/components/lists/filter-link';
import { KeepSelectedInView } from '@/components/lists/keep-selected-in-view.client';
import styles from './category-filter.module.css';

type CategoryFilterProps = {
  /** The navigation landmark's name, e.g. 'News categories'. */
  label: string;
  options: readonly string[];
  selected?: string;
  /** The list's path; each option links to its first page, `?category=<name>`. */
  path: string;
  layout?: 'row' | 'column';
};

/** Category filters as links ('All' first); the selected one is green. */
export function CategoryFilter({ label, options, selected = ALL, path, layout = 'row' }: CategoryFilterProps) {
  const id = `filter-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <nav aria-label={label} id={id}>
      <ul className={`${styles.list} ${styles[layout]}`}>
        {options.map((option) => (
          <li key={option}>
            <FilterLink href={pagedPath(path, 1, { category: option === ALL ? undefined : option })} selected={option === selected}>
              {displayCategory(option)}
            </FilterLink>
          </li>
        ))}
      </ul>
      <KeepSelectedInView id={id} selected={selected} />
    </nav>
  );
}
