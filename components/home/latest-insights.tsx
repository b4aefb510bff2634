import { getStore, queries } from '@/lib/data';
import { Live } from '@/components/live/live';
import { HomeLive } from './live.client';
import { LatestInsightsView } from './latest-insights-view';
import { HomeSection } from './home-section';

/** 'Latest Insights': 8 blogs fetched, the 6 newest shown, live; 'Read More On Our Insights' to /insights. */
export async function LatestInsights() {
  const query = queries.homeBlogs();
  const blogs = await (await getStore()).list(query);
  return (
    <HomeSection id="insights" eyebrow="Knowledge Center" title="Latest Insights" more={{ href: '/insights', label: 'Read More On Our Insights' }}>
      <Live list={HomeLive} view="latestInsights" query={query} docs={blogs}>
        <LatestInsightsView docs={blogs} />
      </Live>
    </HomeSection>
  );
}
