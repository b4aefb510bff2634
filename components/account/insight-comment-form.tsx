'use client';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { commentOnInsight } from '@/lib/actions/visitor-actions';
import { authorName } from '@/lib/auth/types';
import { useAuth } from '@/lib/auth/auth-provider';
import type { BlogComment } from '@/lib/data/schema';
import { MAX_LENGTH, MESSAGES } from '@/lib/validation';
import { FormMessage } from './form-message';
import { useActionForm } from './use-action-form';
import formStyles from './form.module.css';
import styles from './insight-comments.module.css';

/**
 * The article's comment box. Cancel and Comment appear only once something is typed. Signed
 * out, Comment opens the spec's log-in prompt; signed in, it posts through the server.
 */
export function InsightCommentForm({ blogId, onPosted }: { blogId: string; onPosted: (comment: BlogComment) => void }) {
  const { user, ready } = useAuth();
  const pathname = usePathname();
  const [text, setText] = useState('');
  const [prompt, setPrompt] = useState(false);
  const { result, pending, round, onSubmit } = useActionForm(commentOnInsight, {
    failure: MESSAGES.subscribeFailed,
    onResult: (outcome, sent) => {
      if (!outcome.ok || !user) return;
      const comment = String(sent.get('comment') ?? '').trim();
      onPosted({ user: authorName(user), comment, profilePic: '', uid: user.uid, date: new Date().toISOString() });
      setText('');
    },
  });
  const back = `?next=${encodeURIComponent(`${pathname ?? '/insights'}#comments`)}`;

  return (
    <>
      <form
        className={formStyles.form}
        method="post"
        noValidate
        aria-label="Add a comment"
        onSubmit={(event) => {
          if (ready && user) return onSubmit(event);
          event.preventDefault();
          setPrompt(true);
        }}
      >
        <input type="hidden" name="blogId" value={blogId} />
        <label htmlFor="insight-comment" className="visually-hidden">
          Your comment
        </label>
        <textarea
          id="insight-comment"
          name="comment"
          className={formStyles.textarea}
          placeholder="Add a comment..."
          rows={3}
          maxLength={MAX_LENGTH.comment}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <FormMessage result={result} round={round} />
        {text !== '' && (
          <div className={styles.buttons}>
            <button type="button" className="button button-outline" onClick={() => setText('')}>
              Cancel
            </button>
            <button type="submit" className="button" disabled={!ready || pending}>
              Comment
            </button>
          </div>
        )}
      </form>
      <Modal open={prompt} onClose={() => setPrompt(false)} title={MESSAGES.insightCommentLoginPrompt}>
        <div className={styles.prompt}>
          <Link href={`/signup${back}`} className="button button-outline">
            Sign Up
          </Link>
          <Link href={`/login${back}`} className="button">
            Log In
          </Link>
        </div>
      </Modal>
    </>
  );
}
