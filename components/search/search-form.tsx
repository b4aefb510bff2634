import { MAX_QUERY_LENGTH } from '@/lib/search/engine';
import styles from './search-form.module.css';

type Props = {
  /** The input's id (a page may hold more than one form: the header's and its own). */
  id: string;
  defaultValue?: string;
  /** 'bar': the header's compact field; 'page': a full-width field. */
  variant?: 'bar' | 'page';
};

/**
 * The site search: a plain GET form to /search, so it works before and without any script,
 * and every search is a URL that can be bookmarked and shared.
 */
export function SearchForm({ id, defaultValue, variant = 'page' }: Props) {
  return (
    // Named apart: a page may hold the header's form and its own, two search landmarks.
    <form role="search" aria-label={variant === 'bar' ? 'Site search' : 'Search this site'} action="/search" method="get" className={`${styles.form} ${styles[variant]}`}>
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        defaultValue={defaultValue}
        // The header's field is narrow at laptop widths: a longer hint is cut there.
        placeholder={variant === 'bar' ? 'Search' : 'Search insights, events, news…'}
        maxLength={MAX_QUERY_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className={styles.submit}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}
