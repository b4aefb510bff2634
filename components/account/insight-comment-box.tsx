import { MAX_LENGTH } from '@/lib/limits';
import { FormMessage } from './form-message';
import { InsightCommentForm } from './insight-comment-form';
import formStyles from './form.module.css';

/** The article's comment box, rendered on the server; InsightCommentForm brings in the rest. */
export function InsightCommentBox({ blogId }: { blogId: string }) {
  return (
    <InsightCommentForm className={formStyles.form!} placeholder={<FormMessage result={null} />}>
      <input type="hidden" name="blogId" value={blogId} />
      <label htmlFor="insight-comment" className="visually-hidden">
        Your comment
      </label>
      <textarea id="insight-comment" name="comment" className={formStyles.textarea} placeholder="Add a comment..." rows={3} maxLength={MAX_LENGTH.comment} />
    </InsightCommentForm>
  );
}
