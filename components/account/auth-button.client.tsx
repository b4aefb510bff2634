'use client';
import { Link } from '@/components/ui/link.client';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { useAuth } from '@/lib/auth/auth-provider.client';
import styles from './auth-button.module.css';

/** The nav's 'Log in' link, which reads 'Log out' (a button) once signed in, beside a link to the person's account page. */
export function AuthButton({ className }: { className?: string }) {
  const { user, ready, signOut } = useAuth();
  const pathname = usePathname();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

  if (user) {
    return (
      <>
        <Link href="/account" className={className}>
          Account
        </Link>
        <button
          type="button"
          className={className}
          disabled={leaving}
          onClick={async () => {
            setLeaving(true);
            await signOut().catch(() => {});
            setLeaving(false);
            // A page for signed-in people only (the account page, the studio) re-renders without them.
            if (/^\/(account|studio)(\/|$)/.test(pathname)) router.refresh();
          }}
        >
          Log out
        </button>
      </>
    );
  }
  // Back to this page after logging in (never to an account screen itself).
  const next = pathname && !/^\/(login|signup)\b/.test(pathname) && pathname !== '/' ? `?next=${encodeURIComponent(pathname)}` : '';
  return (
    // Hidden (but holding its place) until the session is known, so a signed-in visitor never sees it flip.
    <Link href={`/login${next}`} className={[className, ready ? '' : styles.waiting].filter(Boolean).join(' ')}>
      Log in
    </Link>
  );
}
