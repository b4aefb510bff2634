import { Link } from '@/components/ui/link.client';
import { getStore, queries } from '@/lib/data';
import { Live } from '@/components/live/live';
import { HomeLive } from './live.client';
import { LatestInsightsView } from './latest-insights-view';
import section from './section.module.css';

/** 'Latest Insights': 8 blogs fetched, the 6 newest shown, live; 'Read More On Our Insights' to /insights. */
export async function LatestInsights() {
  const query = queries.homeBlogs();
  const blogs = await (await getStore()).list(query);
  return (
    <section className="section section-lazy" aria-labelledby="home-insights-heading">
      <div className="container">
        <p className={section.eyebrow}>Knowledge Center</p>
        <h2 id="home-insights-heading" className={section.title}>
          Latest Insights
        </h2>
        <Live list={HomeLive} view="latestInsights" query={query} docs={blogs}>
          <LatestInsightsView docs={blogs} />
        </Live>
        <p className={section.more}>
          <Link className="button" href="/insights">
            Read More On Our Insights
          </Link>
        </p>
      </div>
    </section>
  );
}
