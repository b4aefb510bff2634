import { getStore, queries } from '@/lib/data';
import { CompendiumCard } from '../industries/compendium-card';
import { Carousel } from '../ui/carousel';
import { HomeSection } from './home-section';

/** The newest compendiums: heading, subheading, description cut at 250 characters and the PDF. */
export async function CompendiumSection() {
  const compendiums = await (await getStore()).list(queries.homeCompendiums());
  if (compendiums.length === 0) return null;
  return (
    <HomeSection id="compendium" eyebrow="Reports" title="Compendium" tint>
      <Carousel label="Compendium reports" perView={{ default: 3, 950: 2, 600: 1 }} dots="below-700">
        {compendiums.map((item) => (
          <CompendiumCard key={item.id} item={item} />
        ))}
      </Carousel>
    </HomeSection>
  );
}
