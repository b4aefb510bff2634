import { Link } from '@/components/ui/link';
import { getStore, queries } from '@/lib/data';
import { slimBlog } from '@/lib/data/slim';
import { LatestInsightsList } from './latest-insights.client';
import section from './section.module.css';

/** 'Latest Insights': 8 blogs fetched, the 6 newest shown, live; 'Read More On Our Insights' to /insights. */
export async function LatestInsights() {
  const blogs = await (await getStore()).list(queries.homeBlogs());
  return (
    <section className="section" aria-labelledby="home-insights-heading">
      <div className="container">
        <p className={section.eyebrow}>Knowledge Center</p>
        <h2 id="home-insights-heading" className={section.title}>
          Latest Insights
        </h2>
        <LatestInsightsList initial={blogs.map(slimBlog)} />
        <p className={section.more}>
          <Link className="button" href="/insights">
            Read More On Our Insights
          </Link>
        </p>
      </div>
    </section>
  );
}
