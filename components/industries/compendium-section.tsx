import { displayCategory } from '@/content/categories';
import { getStore, queries } from '@/lib/data';
import { CompendiumList } from './compendium-section.client';

/** 'Compendium': the vertical's compendiums (category = vertical, newest first), server-rendered then live. */
export async function CompendiumSection({ vertical }: { vertical: string }) {
  const items = await (await getStore()).list(queries.compendiumsByCategory(vertical));
  return (
    <section className="section section-tint" aria-labelledby="compendium-heading">
      <div className="container">
        <h2 id="compendium-heading">Compendium</h2>
        <p>Our in-depth reviews of {displayCategory(vertical)} markets, each as a PDF.</p>
        <CompendiumList vertical={vertical} initial={items} />
      </div>
    </section>
  );
}
