// TEMPORARY: replaced by the accounts branch at merge
'use client';
import Link from 'next/link';

export function AuthButton({ className }: { className?: string }) {
  return (
    <Link href="/login" className={className}>
      Log in
    </Link>
  );
}
