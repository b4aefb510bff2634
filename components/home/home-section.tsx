import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link.client';
import section from './section.module.css';

/**
 * A section of the home page: its eyebrow, heading and optional lead, the content, and the
 * button to the rest ("more") under it.
 */
export function HomeSection({
  id,
  eyebrow,
  title,
  lead,
  tint = false,
  more,
  children,
}: {
  /** Names the heading `home-<id>-heading`, which labels the section. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tint?: boolean;
  more?: { href: string; label: string; outline?: boolean };
  children: ReactNode;
}) {
  const headingId = `home-${id}-heading`;
  return (
    <section className={`section ${tint ? 'section-tint ' : ''}section-lazy`} aria-labelledby={headingId}>
      <div className="container">
        <p className={section.eyebrow}>{eyebrow}</p>
        <h2 id={headingId} className={lead ? undefined : section.title}>
          {title}
        </h2>
        {lead && <p className={section.lead}>{lead}</p>}
        {children}
        {more && (
          <p className={section.more}>
            <Link className={more.outline ? 'button button-outline' : 'button'} href={more.href}>
              {more.label}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
