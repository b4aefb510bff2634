import type { ReactNode } from 'react';
import { StudioShell } from '@/components/studio/studio-shell';
import { staffMember, staffName } from '@/lib/studio/access';

/**
 * The studio's pages in the studio's own frame. Anyone without a role (a visitor sent to log in, a
 * reader who finds the 404 here, a reviewer following a review link) gets the page alone: the
 * studio shows its frame to staff only. Every page and action still checks the role itself.
 */
export default async function StudioLayout({ children }: { children: ReactNode }) {
  const member = await staffMember();
  if (!member) return <main id="main">{children}</main>;
  return (
    <StudioShell name={staffName(member)} role={member.role}>
      {children}
    </StudioShell>
  );
}
