'use client';
import { useEffect } from 'react';
import { Link } from '@/components/ui/link.client';
import { useAuth } from '@/lib/auth/auth-provider.client';

/**
 * 'Log in to leave a comment.' for a visitor known to be signed out; `href` is the log-in page
 * with the way back. The field it explains (`field`, an id) is server markup, so its
 * aria-describedby is set here.
 */
export function SigninPrompt({ id, field, href, className }: { id: string; field: string; href: string; className?: string }) {
  const { user, ready } = useAuth();
  const signedOut = ready && !user;

  useEffect(() => {
    const described = document.getElementById(field);
    if (signedOut) described?.setAttribute('aria-describedby', id);
    else described?.removeAttribute('aria-describedby');
  }, [signedOut, field, id]);

  if (!signedOut) return null;
  return (
    <p id={id} className={className}>
      <Link href={href}>Log in</Link> to leave a comment.
    </p>
  );
}
