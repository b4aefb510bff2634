import { plainExcerpt } from '../text';
import type { Blog, SiteEvent } from './schema';

/**
 * Documents as list cards need them. Server-rendered lists hand their items to the browser
 * as props (to keep them live), so whole HTML bodies and comment threads would be sent twice
 * in every list page. Cards cut text at 400 characters at most (LIMITS), so 600 characters of
 * plain text give every card exactly what the full document would.
 */
const SLIM_TEXT = 600;

/** A blog without its HTML body (kept as plain text only when there is no summary) and comments. */
export function slimBlog(blog: Blog): Blog {
  return { ...blog, description: blog.short.trim() ? '' : plainExcerpt(blog.description, SLIM_TEXT), comments: [] };
}

/** An event with its description cut to plain text. */
export function slimEvent(event: SiteEvent): SiteEvent {
  return { ...event, description: plainExcerpt(event.description, SLIM_TEXT) };
}
