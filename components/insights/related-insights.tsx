import type { Blog } from '@/lib/data/schema';
import { InsightGrid } from './insight-grid';

/** Insights of the same category as the article (beyond the spec); nothing when there are none. */
export function RelatedInsights({ blogs }: { blogs: Blog[] }) {
  if (blogs.length === 0) return null;
  return (
    <section className="section section-tint section-lazy no-print" aria-labelledby="related-heading">
      <div className="container">
        <h2 id="related-heading">Related insights</h2>
        <InsightGrid blogs={blogs} />
      </div>
    </section>
  );
}
