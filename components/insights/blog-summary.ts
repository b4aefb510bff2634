import type { Blog } from '@/lib/data/schema';
import { plainText } from '@/lib/text';

/** The text a card shows for a blog: its summary, or the body's plain text when there is none. */
export function blogSummary(blog: Pick<Blog, 'short' | 'description'>): string {
  return blog.short.trim() || plainText(blog.description);
}
