import { BlogListSection } from '@/components/insights/blog-list-section';
import { listTitle, pageExists, withLookahead } from '@/lib/routing/list-params';
import { Hero } from '@/components/ui/hero';
import { PAGE_HEROES } from '@/content/site';
import { getStore, queries, type PagePosition } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { pagedPath } from '@/lib/seo/url';

const HERO = PAGE_HEROES.blogs;

export function blogsMetadata(position: PagePosition) {
  return pageMetadata({
    title: listTitle('Blogs', { ...position, filter: undefined }),
    description: 'Every blog post by Molecula Research & Consulting, newest first: analysis of chemical markets, prices, regulation and technology.',
    // The same articles as /insights, in the same order and pages: that list is the canonical one.
    path: pagedPath('/insights', position.page, {}, position),
  });
}

/** /blogs: all blogs, newest first, 4 per page (the footer's mobile-only 'Blogs' link). Null when the page does not exist. */
export async function BlogsListPage({ position }: { position: PagePosition }) {
  const query = withLookahead(queries.blogsPage(position));
  const docs = await (await getStore()).list(query);
  if (!pageExists(position.page, docs.length)) return null;
  return (
    <>
      <Hero heading={HERO.heading} image={HERO.image.src} imageAlt={HERO.image.alt} compact />
      <BlogListSection path="/blogs" position={position} docs={docs} query={query} showTopics={false} heading="All blogs" />
    </>
  );
}
