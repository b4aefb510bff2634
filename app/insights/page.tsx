import { notFound } from 'next/navigation';
import { QueryBox } from '@/components/account/query-box';
import { BlogListSection } from '@/components/insights/blog-list-section';
import { listTitle, pageExists, parseListParams, withLookahead, type SearchParams } from '@/components/insights/list-params';
import { Spotlight } from '@/components/insights/spotlight';
import { Hero } from '@/components/ui/hero';
import { INSIGHT_TOPICS } from '@/content/categories';
import { PAGE_HEROES } from '@/content/site';
import { getStore, queries } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { pagedPath } from '@/lib/seo/url';

export const revalidate = 300;

type Props = { searchParams: Promise<SearchParams> };

const HERO = PAGE_HEROES.insights;

export async function generateMetadata({ searchParams }: Props) {
  const params = parseListParams(await searchParams, 'topic', INSIGHT_TOPICS) ?? { page: 1, filter: undefined };
  return pageMetadata({
    title: listTitle('Insights', params),
    description: params.filter
      ? `Articles and media releases on ${params.filter} from Molecula's chemical-industry analysts: markets, prices, regulation and technology.`
      : "Articles and media releases from Molecula's chemical-industry analysts: markets, prices, regulation and technology across the value chain.",
    path: pagedPath('/insights', params.page, { topic: params.filter }),
  });
}

export default async function InsightsPage({ searchParams }: Props) {
  const params = parseListParams(await searchParams, 'topic', INSIGHT_TOPICS);
  if (!params) notFound();
  const query = withLookahead(queries.blogsPage(params.page, params.filter));
  const docs = await (await getStore()).list(query);
  if (!pageExists(params.page, docs.length)) notFound();
  return (
    <>
      <Hero heading={HERO.heading} image={HERO.image.src} imageAlt={HERO.image.alt} compact />
      <BlogListSection path="/insights" page={params.page} topic={params.filter} docs={docs} query={query} />
      <Spotlight />
      <section className="section" aria-label="Your query">
        <div className="container">
          <QueryBox />
        </div>
      </section>
    </>
  );
}
