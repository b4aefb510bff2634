import { Link } from '@/components/ui/link.client';
import { getStore, queries } from '@/lib/data';
import { Live } from '@/components/live/live';
import { IndustryLive } from './live.client';
import { InsightGroupView } from './insight-group-view';

/** Publications are shown as 'Media Releases'. */
const RELEASES = { id: 'media-releases', heading: 'Media Releases', empty: 'No media releases for this vertical yet.' };
const ARTICLES = { id: 'articles', heading: 'Articles', empty: 'No articles for this vertical yet.' };

/** 'Our Insights' for a vertical: blogs whose pagetype is the vertical, rendered on the server and kept live. */
export async function IndustryInsights({ vertical }: { vertical: string }) {
  const store = await getStore();
  const releasesQuery = queries.insightsByVertical(vertical, 'Publication');
  const articlesQuery = queries.insightsByVertical(vertical, 'Article');
  const [publications, articles] = await Promise.all([store.list(releasesQuery), store.list(articlesQuery)]);
  return (
    <section className="section section-lazy" aria-labelledby="our-insights-heading">
      <div className="container">
        <h2 id="our-insights-heading">Our Insights</h2>
        <Live list={IndustryLive} view="insightGroup" query={releasesQuery} docs={publications} props={RELEASES}>
          <InsightGroupView docs={publications} {...RELEASES} />
        </Live>
        <Live list={IndustryLive} view="insightGroup" query={articlesQuery} docs={articles} props={ARTICLES}>
          <InsightGroupView docs={articles} {...ARTICLES} />
        </Live>
        <p>
          <Link className="button button-outline" href="/insights">
            All insights
          </Link>
        </p>
      </div>
    </section>
  );
}
