import { Link } from '@/components/ui/link.client';
import { authorNamed, authorPath } from '@/content/authors';

/**
 * An insight's author: a listed analyst links to their page and shows role and office (as the
 * leading firms' bylines do); any other name shows as it is.
 */
export function Byline({ name, className }: { name: string; className?: string }) {
  const author = authorNamed(name);
  if (!author) return <span className={className}>{name}</span>;
  return (
    <span className={className}>
      <Link href={authorPath(author)}>{author.name}</Link>, {author.role}, {author.city}
    </span>
  );
}
