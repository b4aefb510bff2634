import { Link } from '@/components/ui/link.client';
import { editorPath, kindOfId } from '@/lib/studio/kinds';

/**
 * Above a draft staff are previewing (a page, or the list or slot that holds it): it is the draft, visitors do not see it,
 * and the ways back. Server markup only, so the public page's bundle gains nothing.
 */
export function PreviewNotice({ id }: { id: string }) {
  const kind = kindOfId(id);
  return (
    <aside aria-label="Preview" className="container">
      <p role="status">
        <strong>Preview of the latest draft.</strong> Visitors do not see it until it is published.{' '}
        {kind && <Link href={editorPath(kind, id)}>Back to the editor</Link>} · <a href={`/studio/preview/exit?id=${encodeURIComponent(id)}`}>Leave preview</a>
      </p>
    </aside>
  );
}
