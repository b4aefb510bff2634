import { displayCategory } from '@/content/categories';
import { getStore, queries } from '@/lib/data';
import { Live } from '@/components/live/live';
import { IndustryLive } from './live.client';
import { CompendiumListView } from './compendium-list-view';

/** 'Compendium': the vertical's compendiums (category = vertical, newest first), server-rendered then live. */
export async function CompendiumSection({ vertical }: { vertical: string }) {
  const query = queries.compendiumsByCategory(vertical);
  const items = await (await getStore()).list(query);
  return (
    <section className="section section-tint section-lazy" aria-labelledby="compendium-heading">
      <div className="container">
        <h2 id="compendium-heading">Compendium</h2>
        <p>Our in-depth reviews of {displayCategory(vertical)} markets, each as a PDF.</p>
        <Live list={IndustryLive} view="compendiums" query={query} docs={items}>
          <CompendiumListView docs={items} />
        </Live>
      </div>
    </section>
  );
}
