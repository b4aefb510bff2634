import type { ReactNode } from 'react';
import { CompendiumCard } from '@/components/industries/compendium-card';
import { NewsCard } from '@/components/news/news-card';
import { Hero } from '@/components/ui/hero';
import { asPublished, type AnyOpenedItem } from '@/lib/studio/versions';
import styles from './studio.module.css';

/**
 * The latest draft of a kind without a page of its own, as the page that holds it shows it, in its
 * editor (a kind with a page is previewed at its address: /studio/preview/<id>). A kind with
 * neither shows nothing here.
 */
export function DraftPreview({ item }: { item: AnyOpenedItem }) {
  if (item.kind === 'news') return <Preview where="as the news list and the home page show it">{<NewsCard item={asPublished(item)} />}</Preview>;
  if (item.kind === 'compendium') return <Preview where="as its vertical’s page shows it">{<CompendiumCard item={asPublished(item)} />}</Preview>;
  if (item.kind === 'banner') {
    const banner = item.content;
    return (
      <Preview where="as the top of its page shows it" bare>
        <Hero heading={banner.heading} description={banner.description} image={banner.image} link={{ href: banner.link, label: 'Learn More' }} priority={false} as="h2" />
      </Preview>
    );
  }
  return null;
}

function Preview({ where, bare = false, children }: { where: string; bare?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <p>The latest draft {where}.</p>
      {bare ? children : <div className={styles.preview}>{children}</div>}
    </section>
  );
}
