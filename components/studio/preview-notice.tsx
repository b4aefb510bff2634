import { Link } from '@/components/ui/link.client';

/**
 * Above an insight staff are previewing: it is the draft, visitors do not see it, and the ways
 * back. Server markup only, so the public page's bundle gains nothing.
 */
export function PreviewNotice({ id }: { id: string }) {
  return (
    <aside aria-label="Preview" className="container">
      <p role="status">
        <strong>Preview of the latest draft.</strong> Visitors do not see it until it is published.{' '}
        <Link href={`/studio/insights/${id}`}>Back to the editor</Link> · <a href={`/studio/preview/exit?id=${encodeURIComponent(id)}`}>Leave preview</a>
      </p>
    </aside>
  );
}
