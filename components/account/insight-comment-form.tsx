'use client';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { BlogComment } from '@/lib/data/schema';
import { loadOnce } from '@/lib/lazy';
import { CommentButtons } from './comment-buttons';
import { useInteractiveHalf } from './use-interactive-half';

// Every article shows this box; its server action, messages and prompt come after the page is up.
const loadActions = loadOnce(() => import('./insight-comment-actions').then((module) => module.InsightCommentActions));

/** How the comment box tells the comments around it that the reader's comment was stored. */
export const CommentPosted = createContext<(comment: BlogComment) => void>(() => {});

type Props = {
  className: string;
  /** Server markup standing in for the interactive half's messages until it has loaded. */
  placeholder: ReactNode;
  /** The fields, server markup. */
  children: ReactNode;
};

/**
 * The article's comment box around fields the server rendered. It loads the interactive half
 * (InsightCommentActions) once the browser is idle or a field is focused; the fields are plain
 * DOM, so nothing typed meanwhile is lost. Cancel and Comment appear only once something is typed.
 */
export function InsightCommentForm({ className, placeholder, children }: Props) {
  const onPosted = useContext(CommentPosted);
  const [text, setText] = useState('');
  const { Half: Actions, form, clear, load, onReady, onSubmit } = useInteractiveHalf(loadActions);
  const onClear = useCallback(() => {
    clear();
    setText('');
  }, [clear]);

  return (
    <form
      ref={form}
      className={className}
      method="post"
      noValidate
      aria-label="Add a comment"
      onSubmit={onSubmit}
      onFocus={load}
      onInput={(event) => setText((event.target as HTMLTextAreaElement).value)}
    >
      {children}
      {Actions ? (
        <Actions text={text} onReady={onReady} onClear={onClear} onPosted={onPosted} />
      ) : (
        <>
          {placeholder}
          {text !== '' && <CommentButtons onClear={onClear} disabled />}
        </>
      )}
    </form>
  );
}
