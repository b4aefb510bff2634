import { Link } from '@/components/ui/link';
import { getStore, queries } from '@/lib/data';
import { slimBlog } from '@/lib/data/slim';
import { IndustryInsightsLists } from './industry-insights.client';

/** 'Our Insights' for a vertical: blogs whose pagetype is the vertical, rendered on the server and kept live. */
export async function IndustryInsights({ vertical }: { vertical: string }) {
  const store = await getStore();
  const [publications, articles] = await Promise.all([
    store.list(queries.insightsByVertical(vertical, 'Publication')),
    store.list(queries.insightsByVertical(vertical, 'Article')),
  ]);
  return (
    <section className="section" aria-labelledby="our-insights-heading">
      <div className="container">
        <h2 id="our-insights-heading">Our Insights</h2>
        <IndustryInsightsLists vertical={vertical} publications={publications.map(slimBlog)} articles={articles.map(slimBlog)} />
        <p>
          <Link className="button button-outline" href="/insights">
            All insights
          </Link>
        </p>
      </div>
    </section>
  );
}
