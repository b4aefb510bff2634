'use client';
import type { Blog } from '@/lib/data/schema';
import { queries } from '@/lib/data/queries';
import { useLiveQuery } from '@/lib/data/use-live-query';
import { LIMITS } from '@/lib/text';
import { Carousel } from '../ui/carousel';
import { InsightCard } from './insight-card';

export function SpotlightCarousel({ initial }: { initial: Blog[] }) {
  const blogs = useLiveQuery(queries.spotlight(), initial);
  if (blogs.length === 0) return <p>No spotlight insights at the moment.</p>;
  return (
    <Carousel label="Spotlight insights" perView={{ default: 3, 1000: 2, 600: 1 }} gap={20} dots="below-700" arrows="above-950">
      {blogs.map((blog) => (
        <InsightCard key={blog.id} blog={blog} textLimit={LIMITS.spotlight} />
      ))}
    </Carousel>
  );
}
