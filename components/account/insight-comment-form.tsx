'use client';
import { useCallback, useState } from 'react';
import type { BlogComment } from '@/lib/data/schema';
import { MAX_LENGTH } from '@/lib/limits';
import { loadOnce } from '@/lib/lazy';
import { CommentButtons } from './comment-buttons';
import { FormMessage } from './form-message';
import { useInteractiveHalf } from './use-interactive-half';
import formStyles from './form.module.css';

// Every article shows this box; its server action, messages and prompt come after the page is up.
const loadActions = loadOnce(() => import('./insight-comment-actions').then((module) => module.InsightCommentActions));

/**
 * The article's comment box. The text is this component's state from hydration on, so nothing
 * typed is lost while the interactive half (InsightCommentActions) loads, once the browser is
 * idle or the textarea is focused. Cancel and Comment appear only once something is typed.
 */
export function InsightCommentForm({ blogId, onPosted }: { blogId: string; onPosted: (comment: BlogComment) => void }) {
  const [text, setText] = useState('');
  const { Half: Actions, load, onReady, onSubmit } = useInteractiveHalf(loadActions);
  const onClear = useCallback(() => setText(''), []);

  return (
    <form
      className={formStyles.form}
      method="post"
      noValidate
      aria-label="Add a comment"
      onSubmit={onSubmit}
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
        onFocus={load}
      />
      {Actions ? (
        <Actions text={text} onReady={onReady} onClear={onClear} onPosted={onPosted} />
      ) : (
        <>
          <FormMessage result={null} />
          {text !== '' && <CommentButtons onClear={onClear} disabled />}
        </>
      )}
    </form>
  );
}

