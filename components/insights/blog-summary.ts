import type { Blog } from '@/lib/data/schema';
import { plainText } from '@/lib/text';

/** The text a card shows for a blog: its summary, or the body's plain text when there is none. */
export function blogSummary(blog: Pick<Blog, 'short' | 'description'>): string {
  return blog.short.trim() || plainText(blog.description);
}

// Longer than any card cut (200), so the client derives the same text from either form.
const SLIM_TEXT = 600;

/**
 * A blog as a list needs it: no HTML body and no comments. Lists pass their server-rendered
 * items to the browser as props; the full bodies would add tens of kilobytes to every list page.
 */
export function slimBlog(blog: Blog): Blog {
  return { ...blog, description: blog.short.trim() ? '' : plainText(blog.description).slice(0, SLIM_TEXT), comments: [] };
}
