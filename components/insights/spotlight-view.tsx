import type { Blog } from '@/lib/data/schema';
import { TEXT_CUTS } from '@/lib/text';
import { Carousel } from '../ui/carousel';
import { InsightCard } from './insight-card';

/** 'Spotlight' as a carousel of insight cards. */
export function SpotlightView({ docs: blogs }: { docs: Blog[] }) {
  if (blogs.length === 0) return <p>No spotlight insights at the moment.</p>;
  return (
    <Carousel label="Spotlight insights" perView={{ default: 3, 1000: 2, 600: 1 }} gap={20} dots="below-700" arrows="above-950">
      {blogs.map((blog) => (
        <InsightCard key={blog.id} blog={blog} textLimit={TEXT_CUTS.spotlight} />
      ))}
    </Carousel>
  );
}
