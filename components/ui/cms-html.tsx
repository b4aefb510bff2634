import { sanitizeCmsHtml } from '@/lib/html/sanitize';

/** Renders CMS HTML through the site's one sanitising policy. The only HTML sink of the site. */
export function CmsHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />;
}
