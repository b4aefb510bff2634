import { INSIGHT_TOPICS } from '@/content/categories';
import { ALL } from '@/lib/data/queries';
import { pagedPath } from '@/lib/seo/url';
import { Carousel } from '../ui/carousel';
import { FilterLink } from '@/components/lists/filter-link';
import { KeepSelectedInView } from '@/components/lists/keep-selected-in-view.client';

const ID = 'insight-topics';

/**
 * The 15 topic filters (All first) in a carousel: 4 per view, 3 at 1300 px, 2 at 1100 px,
 * 1 at 550 px, arrows above 950 px. Each topic is a link to the first page of its list.
 */
export function TopicCarousel({ path, selected }: { path: string; selected?: string }) {
  const current = selected ?? ALL;
  return (
    <>
      <Carousel id={ID} label="Insight topics" perView={{ default: 4, 1300: 3, 1100: 2, 550: 1 }} gap={12} arrows="above-950" dots="below-700">
        {INSIGHT_TOPICS.map((topic) => (
          <FilterLink key={topic} href={pagedPath(path, 1, { topic: topic === ALL ? undefined : topic })} selected={topic === current}>
            {topic}
          </FilterLink>
        ))}
      </Carousel>
      <KeepSelectedInView id={ID} selected={current} />
    </>
  );
}
