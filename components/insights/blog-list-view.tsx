import type { Blog } from '@/lib/data/schema';
import { PAGE_SIZE } from '@/lib/data/queries';
import { BlogListItem } from './blog-list-item';
import { PagedList, type ListPlace } from '@/components/lists/paged-list';

type BlogListProps = ListPlace & { docs: Blog[] };

/** The blog list, 4 per page, newest first, with Prev and Next. */
export function BlogListView(props: BlogListProps) {
  return (
    <PagedList
      {...props}
      size={PAGE_SIZE.insights}
      label="Insights pages"
      empty="No insights on this topic yet."
      testId="blog-list"
      item={(blog) => <BlogListItem blog={blog} />}
    />
  );
}
