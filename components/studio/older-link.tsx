import { Link } from '@/components/ui/link.client';
import { cursorOf, formatCursor } from '@/lib/data/queries';
import styles from './studio.module.css';

/**
 * The link to a studio list's next page, newest first: shown when this page is full, with the
 * last document's cursor (`after=`, beside the list's own parameters), so each page reads a page of documents, however many there are.
 */
export function OlderLink({ docs, pageSize, path, label }: { docs: readonly ({ id: string } & Record<string, unknown>)[]; pageSize: number; path: string; label: string }) {
  if (docs.length < pageSize) return null;
  return (
    <p className={styles.pager}>
      <Link href={`${path}${path.includes('?') ? '&' : '?'}after=${encodeURIComponent(formatCursor(cursorOf(docs.at(-1)!)))}`}>{label}</Link>
    </p>
  );
}
