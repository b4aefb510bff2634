import { QueryBox } from '@/components/account/query-box';
import { BlogListSection } from '@/components/insights/blog-list-section';
import { listTitle, pageExists, withLookahead, type ListParams } from '@/lib/routing/list-params';
import { Spotlight } from '@/components/insights/spotlight';
import { Hero } from '@/components/ui/hero';
import { PAGE_HEROES } from '@/content/site';
import { getStore, queries } from '@/lib/data';
import { isEmptyFilter } from '@/lib/routing/empty-list';
import { pageMetadata } from '@/lib/seo/metadata';
import { pagedPath } from '@/lib/seo/url';

const HERO = PAGE_HEROES.insights;

export async function insightsMetadata(params: ListParams) {
  return pageMetadata({
    title: listTitle('Insights', params),
    description: params.filter
      ? `Articles and media releases on ${params.filter} from Molecula's chemical-industry analysts: markets, prices, regulation and technology.`
      : "Articles and media releases from Molecula's chemical-industry analysts: markets, prices, regulation and technology across the value chain.",
    path: pagedPath('/insights', params.page, { topic: params.filter }, params),
    noindex: await isEmptyFilter(params, queries.blogsPage(1, params.filter)),
  });
}

/** /insights: one page of the blog list (a topic's, or all), the spotlight and the query box. Null when the page does not exist. */
export async function InsightsListPage({ params }: { params: ListParams }) {
  const query = withLookahead(queries.blogsPage(params, params.filter));
  const docs = await (await getStore()).list(query);
  if (!pageExists(params.page, docs.length)) return null;
  return (
    <>
      <Hero heading={HERO.heading} image={HERO.image.src} imageAlt={HERO.image.alt} compact />
      <BlogListSection path="/insights" position={params} topic={params.filter} docs={docs} query={query} />
      <Spotlight />
      <section className="section" aria-label="Your query">
        <div className="container">
          <QueryBox />
        </div>
      </section>
    </>
  );
}
