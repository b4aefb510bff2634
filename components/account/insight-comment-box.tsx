import { Link } from '@/components/ui/link.client';
import modal from '@/components/ui/modal.module.css';
import { commentOnInsight } from '@/lib/actions/visitor-actions';
import { INPUT_MAX_LENGTH } from '@/lib/limits';
import { MESSAGES } from '@/lib/validation';
import { InsightCommentForm } from './insight-comment-form.client';
import formStyles from './form.module.css';
import styles from './insight-comments.module.css';

const PROMPT_ID = 'comment-login-prompt';

/**
 * The article's comment box and its log-in prompt, rendered on the server; InsightCommentForm
 * posts the box and opens the prompt for a signed-out reader. The prompt's links lead back to
 * the comments of `path`, the article's own path.
 */
export function InsightCommentBox({ blogId, path }: { blogId: string; path: string }) {
  const back = `?next=${encodeURIComponent(`${path}#comments`)}`;
  return (
    <>
      <InsightCommentForm action={commentOnInsight} className={formStyles.form!} failure={MESSAGES.subscribeFailed} promptId={PROMPT_ID}>
        <input type="hidden" name="blogId" value={blogId} />
        <label htmlFor="insight-comment" className="visually-hidden">
          Your comment
        </label>
        <textarea id="insight-comment" name="comment" className={formStyles.textarea} placeholder="Add a comment..." rows={3} maxLength={INPUT_MAX_LENGTH.comment} />
      </InsightCommentForm>
      <dialog id={PROMPT_ID} className={modal.dialog} aria-labelledby={`${PROMPT_ID}-title`} closedby="any">
        <div className={modal.body}>
          <div className={modal.header}>
            <h2 id={`${PROMPT_ID}-title`} className={modal.title}>
              {MESSAGES.insightCommentLoginPrompt}
            </h2>
            <button type="button" className={modal.close} commandfor={PROMPT_ID} command="close" aria-label="Close">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className={styles.prompt}>
            <Link href={`/signup${back}`} className="button button-outline">
              Sign Up
            </Link>
            <Link href={`/login${back}`} className="button">
              Log In
            </Link>
          </div>
        </div>
      </dialog>
    </>
  );
}
