import { displayCategory } from '@/content/categories';
import { getStore, queries } from '@/lib/data';
import { Live } from '@/components/live/live';
import { IndustryLive } from './live.client';
import { PreviewNotice } from '@/components/studio/preview-notice';
import { previewedItem } from '@/lib/studio/preview';
import { CompendiumListView } from './compendium-list-view';

/** 'Compendium': the vertical's compendiums (category = vertical, newest first), server-rendered then live. */
export async function CompendiumSection({ vertical }: { vertical: string }) {
  const query = queries.compendiumsByCategory(vertical);
  const [published, draft] = await Promise.all([getStore().then((store) => store.list(query)), previewedItem('compendium')]);
  // Staff previewing a compendium of this vertical see its draft first, in place of its published copy.
  const previewing = draft?.category === vertical;
  const items = previewing ? [draft, ...published.filter((each) => each.id !== draft.id)] : published;
  return (
    <section className="section section-tint section-lazy" aria-labelledby="compendium-heading">
      <div className="container">
        <h2 id="compendium-heading">Compendium</h2>
        <p>Our in-depth reviews of {displayCategory(vertical)} markets, each as a PDF.</p>
        {previewing ? (
          <>
            <PreviewNotice id={draft.id} />
            <CompendiumListView docs={items} />
          </>
        ) : (
          <Live list={IndustryLive} view="compendiums" query={query} docs={items}>
            <CompendiumListView docs={items} />
          </Live>
        )}
      </div>
    </section>
  );
}
