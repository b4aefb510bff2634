import { notFound } from 'next/navigation';
import { AnswerForm } from '@/components/studio/answer-form.client';
import styles from '@/components/studio/studio.module.css';
import { Link } from '@/components/ui/link.client';
import { getStore } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { changeQueryStatus } from '@/lib/studio/actions';
import { requireStaffPage } from '@/lib/studio/access';
import { QUERY_ID } from '@/lib/studio/inbox';
import { STUDIO_MESSAGES } from '@/lib/studio/input';
import { queryStatusLabel, when } from '@/lib/studio/labels';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Query', description: 'A visitor’s query and its answer.', path: '/studio/queries', noindex: true });

const DONE: Record<string, string> = {
  answered: 'Your answer has been mailed to the visitor.',
  already: 'This query had been answered already; its answer is below.',
  'status-new': 'The query is marked new.',
  'status-answered': 'The query is marked answered.',
  'status-closed': 'The query is closed.',
};

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string | string[] }> };

/** One query: who asked what and when, its answer or the form to answer it, and its status. */
export default async function QueryPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireStaffPage(`/studio/queries/${id}`);
  if (!QUERY_ID.test(id)) notFound();
  const query = await (await getStore()).get('queries', id);
  if (!query) notFound();
  const { done } = await searchParams;
  const sent = query.date ?? query.timestamp;
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio/queries">Queries</Link>
      </p>
      <h1>Query from {query.user}</h1>
      {done === 'failed' && <p className={styles.alert}>{STUDIO_MESSAGES.failed}</p>}
      {typeof done === 'string' && Object.hasOwn(DONE, done) && <p className={styles.notice}>{DONE[done]}</p>}
      <dl className={styles.facts}>
        <dt>From</dt>
        <dd>
          {query.user} &lt;{query.email}&gt;
        </dd>
        <dt>Sent</dt>
        <dd>
          <time dateTime={sent}>{when(sent)}</time>
        </dd>
        <dt>Status</dt>
        <dd>{queryStatusLabel(query.status)}</dd>
      </dl>
      <blockquote className={styles.quote}>{query.question}</blockquote>
      {query.answer ? (
        <section aria-labelledby="query-answer">
          <h2 id="query-answer">Answer</h2>
          <p>
            {query.answeredBy}, <time dateTime={query.answeredAt}>{query.answeredAt ? when(query.answeredAt) : ''}</time>
          </p>
          <blockquote className={styles.quote}>{query.answer}</blockquote>
        </section>
      ) : (
        <AnswerForm id={query.id} />
      )}
      <form action={changeQueryStatus} className={styles.pager} aria-label="Status">
        <input type="hidden" name="id" value={query.id} />
        {query.status !== 'closed' && (
          <button type="submit" name="status" value="closed" className="button button-outline">
            Close
          </button>
        )}
        {query.status !== 'new' && (
          <button type="submit" name="status" value="new" className="button button-outline">
            Mark as new
          </button>
        )}
        {query.status !== 'answered' && (
          <button type="submit" name="status" value="answered" className="button button-outline">
            Mark as answered elsewhere
          </button>
        )}
      </form>
    </div>
  );
}
