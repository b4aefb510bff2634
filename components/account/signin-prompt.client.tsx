'use client';
import { useSitePathname } from '@/components/ui/use-site-pathname';
import { useEffect } from 'react';
import { Link } from '@/components/ui/link';
import { useAuth } from '@/lib/auth/auth-provider';

/**
 * 'Log in to leave a comment.' for a visitor known to be signed out, back to this page after
 * logging in. The field it explains (`field`, an id) is server markup, so its
 * aria-describedby is set here.
 */
export function SigninPrompt({ id, field, className }: { id: string; field: string; className?: string }) {
  const { user, ready } = useAuth();
  const pathname = useSitePathname();
  const signedOut = ready && !user;

  useEffect(() => {
    const described = document.getElementById(field);
    if (signedOut) described?.setAttribute('aria-describedby', id);
    else described?.removeAttribute('aria-describedby');
  }, [signedOut, field, id]);

  if (!signedOut) return null;
  return (
    <p id={id} className={className}>
      <Link href={`/login?next=${encodeURIComponent(pathname ?? '/events')}`}>Log in</Link> to leave a comment.
    </p>
  );
}
