import { ShareButton } from '@/components/share/share-button.client';
import { taggedUrl } from '@/lib/share';
import { ShareLinks } from '@/components/share/share-links';
import { PrintButton } from './print-button.client';
import styles from './article-tools.module.css';

/** Above an article: Share (and the phone's share sheet), Print / Save as PDF, and the share links. Hidden on paper. */
export function ArticleTools({ url, title }: { url: string; title: string }) {
  return (
    <div className={`${styles.tools} no-print`}>
      <ShareButton url={url} sheetUrl={taggedUrl(url, 'share-sheet')} title={title} />
      <PrintButton />
      <ShareLinks url={url} title={title} />
    </div>
  );
}
