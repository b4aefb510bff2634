import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InsightArticle } from '@/components/insights/insight-article';
import { getAccounts } from '@/lib/auth/accounts';
import { getStore } from '@/lib/data';
import { absoluteUrl } from '@/lib/seo/url';
import { when } from '@/lib/studio/labels';
import { reviewedDraft } from '@/lib/studio/review-links';
import { articlePath } from '@/lib/text';

// Read on every request: the draft as it is now, and a link that may have expired or been withdrawn.
export const dynamic = 'force-dynamic';

// Never indexed; and the token in the address never goes out in a Referer.
export const metadata: Metadata = { title: 'Review of a draft', robots: { index: false, follow: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ token: string }> };

/** /studio/review/<token>: an insight's latest draft for a reviewer without an account (lib/studio/review-links.ts). */
export default async function ReviewPage({ params }: Props) {
  const { token } = await params;
  const accounts = await getAccounts();
  const review = await reviewedDraft(await getStore(), token, (uid) => accounts.roleOf(uid));
  if (!review) notFound();
  const { blog, expiresAt } = review;
  return (
    <>
      <aside aria-label="Review" className="container">
        <p role="status">
          <strong>A draft shared for review.</strong> It is not published, and may still change. This link works until{' '}
          <time dateTime={expiresAt}>{when(expiresAt)}</time>.
        </p>
      </aside>
      <InsightArticle blog={blog} url={absoluteUrl(articlePath(blog))} />
    </>
  );
}
