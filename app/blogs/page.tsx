import { notFound } from 'next/navigation';
import { BlogListSection } from '@/components/insights/blog-list-section';
import { listTitle, pageExists, withLookahead, type SearchParams } from '@/components/insights/list-params';
import { Hero } from '@/components/ui/hero';
import { PAGE_HEROES } from '@/content/site';
import { getStore, parsePage, queries } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { pagedPath } from '@/lib/seo/url';

export const revalidate = 300;

type Props = { searchParams: Promise<SearchParams> };

const HERO = PAGE_HEROES.blogs;

export async function generateMetadata({ searchParams }: Props) {
  const page = parsePage((await searchParams).page) ?? 1;
  return pageMetadata({
    title: listTitle('Blogs', { page, filter: undefined }),
    description: 'Every blog post by Molecula Research & Consulting, newest first: analysis of chemical markets, prices, regulation and technology.',
    path: pagedPath('/blogs', page),
  });
}

/** All blogs, newest first, 4 per page (the footer's mobile-only 'Blogs' link). */
export default async function BlogsPage({ searchParams }: Props) {
  const page = parsePage((await searchParams).page);
  if (page === null) notFound();
  const query = withLookahead(queries.blogsPage(page));
  const docs = await (await getStore()).list(query);
  if (!pageExists(page, docs.length)) notFound();
  return (
    <>
      <Hero heading={HERO.heading} image={HERO.image.src} imageAlt={HERO.image.alt} compact />
      <BlogListSection path="/blogs" page={page} docs={docs} query={query} showTopics={false} heading="All blogs" />
    </>
  );
}
