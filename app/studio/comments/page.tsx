import { Confirm } from '@/components/studio/confirm';
import styles from '@/components/studio/studio.module.css';
import { Link } from '@/components/ui/link.client';
import { commentsToReview, FIRST_PAGE, MODERATION_MESSAGES, studioComments, type CommentsCursor, type StudioComment } from '@/lib/comments/moderation';
import { formatCursor, getStore, parseCursor, queries } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { moderateComment } from '@/lib/studio/actions';
import { requireStaffPage } from '@/lib/studio/access';
import { STUDIO_MESSAGES } from '@/lib/studio/input';
import { when } from '@/lib/studio/labels';
import { eventPath, articlePath } from '@/lib/text';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Comments', description: "Readers' comments on insights and events, to hide, show or delete.", path: '/studio/comments', noindex: true });

const PAGE = 25;

type Params = { insights?: string | string[]; events?: string | string[]; done?: string | string[] };
type Props = { searchParams: Promise<Params> };

const DONE: Record<string, string> = {
  hidden: MODERATION_MESSAGES.hidden,
  shown: MODERATION_MESSAGES.shown,
  deleted: MODERATION_MESSAGES.deleted,
};
const PROBLEMS: Record<string, string> = { gone: MODERATION_MESSAGES.gone, failed: MODERATION_MESSAGES.failed, 'not-allowed': STUDIO_MESSAGES.notAllowed };

const STATUS_LABELS: Record<StudioComment['status'], string> = { shown: 'Shown', hidden: 'Hidden', pending: 'Waiting for approval' };

/** Where the list stands, from the page's parameters: the first page without any. */
function positionOf(params: Params): CommentsCursor {
  if (params.insights === undefined && params.events === undefined) return FIRST_PAGE;
  const position = (raw: string | string[] | undefined) => (raw === 'start' ? 'start' : (parseCursor(raw) ?? undefined));
  return { insights: position(params.insights), events: position(params.events) };
}

/** The list's address at a position. */
function pathAt(at: CommentsCursor): string {
  const part = (name: string, position: CommentsCursor['insights']) => (position ? [`${name}=${encodeURIComponent(position === 'start' ? 'start' : formatCursor(position))}`] : []);
  const query = [...part('insights', at.insights), ...part('events', at.events)].join('&');
  return query ? `/studio/comments?${query}` : '/studio/comments';
}

/**
 * Readers' comments on insights and events for staff (editors and up): those waiting for approval
 * and those reported first, then every comment, newest first, a page of bounded reads at a time.
 */
export default async function CommentsPage({ searchParams }: Props) {
  await requireStaffPage('/studio/comments');
  const params = await searchParams;
  const at = positionOf(params);
  const first = at === FIRST_PAGE;
  const store = await getStore();
  const [review, page] = await Promise.all([first ? commentsToReview(store, PAGE) : [], studioComments(store, PAGE, at)]);
  // What each comment is about, by heading: one point read per insight or event on the page.
  const shown = [...review, ...page.comments];
  const targets = new Map<string, { label: string; href: string }>();
  await Promise.all(
    [...new Set(shown.map((comment) => `${comment.kind}:${comment.on}`))].map(async (key) => {
      const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      if (!id) return;
      if (kind === 'insight') {
        const [blog] = await store.list(queries.blogById(id));
        if (blog) targets.set(key, { label: blog.heading, href: articlePath(blog) });
      } else {
        const event = await store.get('events', id);
        if (event) targets.set(key, { label: event.heading, href: eventPath(event.id) });
      }
    }),
  );
  const back = pathAt(at);
  const done = typeof params.done === 'string' ? params.done : undefined;
  const table = (comments: StudioComment[], label: string, prefix: string) => (
    <table className={`${styles.table} ${styles.stacked}`} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Comment</th>
          <th scope="col">By</th>
          <th scope="col">On</th>
          <th scope="col">Status</th>
          <th scope="col">Posted</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {comments.map((comment, index) => {
          const target = targets.get(`${comment.kind}:${comment.on}`);
          return (
            <tr key={`${comment.kind}:${comment.id}`}>
              <td data-label="Comment">{comment.text}</td>
              <td data-label="By">{comment.author}</td>
              <td data-label="On">{target ? <Link href={target.href}>{target.label}</Link> : comment.kind === 'event' ? 'Events (no event named)' : 'An insight no longer published'}</td>
              <td className={styles.status} data-label="Status">
                {STATUS_LABELS[comment.status]}
                {comment.reported && ', reported'}
              </td>
              <td data-label="Posted">
                <time dateTime={comment.date}>{when(comment.date)}</time>
              </td>
              <td data-label="Action">
                <form action={moderateComment} className={styles.actions} aria-label={`Moderate the comment by ${comment.author}`}>
                  <input type="hidden" name="id" value={comment.id} />
                  <input type="hidden" name="kind" value={comment.kind} />
                  <input type="hidden" name="back" value={back} />
                  {comment.kind === 'insight' && comment.status === 'shown' && (
                    <button type="submit" name="intent" value="hide" className="button button-outline">
                      Hide
                    </button>
                  )}
                  {comment.kind === 'insight' && comment.status !== 'shown' && (
                    <button type="submit" name="intent" value="show" className="button button-outline">
                      {comment.status === 'pending' ? 'Approve' : 'Show'}
                    </button>
                  )}
                  {comment.kind === 'insight' && comment.status === 'shown' && comment.reported && (
                    <button type="submit" name="intent" value="show" className="button button-outline">
                      Keep
                    </button>
                  )}
                  <Confirm id={`delete-${prefix}-${index}`} label="Delete" title={`Delete the comment by ${comment.author}?`} name="intent" value="delete" cancel="Keep it">
                    <p>It is removed for good{comment.kind === 'insight' ? ' from the article and from this list' : ' from the events page and from this list'}. Hiding it instead keeps it, out of sight.</p>
                  </Confirm>
                </form>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio">Studio</Link>
      </p>
      <h1>Comments</h1>
      {done && Object.hasOwn(PROBLEMS, done) && <p className={styles.alert}>{PROBLEMS[done]}</p>}
      {done && Object.hasOwn(DONE, done) && <p className={styles.notice}>{DONE[done]}</p>}
      {review.length > 0 && (
        <section aria-labelledby="comments-review">
          <h2 id="comments-review">To review</h2>
          {table(review, 'To review', 'review')}
        </section>
      )}
      <section aria-labelledby="comments-all">
        <h2 id="comments-all">All comments, newest first</h2>
        {page.comments.length === 0 ? <p>No comments yet.</p> : table(page.comments, 'All comments', 'all')}
      </section>
      {page.next && (
        <p className={styles.pager}>
          <Link href={pathAt(page.next)}>Older comments</Link>
        </p>
      )}
    </div>
  );
}
