'use client';
import { Link } from '@/components/ui/link';
import { useSitePathname } from '@/components/ui/use-site-pathname';
import { useLayoutEffect, useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { commentOnInsight } from '@/lib/actions/visitor-actions';
import { publicName } from '@/lib/auth/types';
import { useAuth } from '@/lib/auth/auth-provider';
import type { BlogComment } from '@/lib/data/schema';
import { cleanText, MESSAGES } from '@/lib/validation';
import { CommentButtons } from './comment-buttons';
import { FormMessage } from './form-message';
import { useActionForm } from './use-action-form';
import styles from './insight-comments.module.css';

export type InsightCommentActionsProps = {
  /** What the reader has typed: Cancel and Comment show only once there is something. */
  text: string;
  /** Hands the form its submit handler. */
  onReady: (submit: (event: FormEvent<HTMLFormElement>) => void) => void;
  onClear: () => void;
  onPosted: (comment: BlogComment) => void;
};

/**
 * The comment box's interactive half, loaded after the page: the server action, the spec's
 * messages, Cancel and Comment, and the log-in prompt. Signed out, Comment opens the prompt;
 * signed in, it posts through the server.
 */
export function InsightCommentActions({ text, onReady, onClear, onPosted }: InsightCommentActionsProps) {
  const { user, ready } = useAuth();
  const pathname = useSitePathname();
  const [prompt, setPrompt] = useState(false);
  const { result, pending, round, onSubmit } = useActionForm(commentOnInsight, {
    failure: MESSAGES.subscribeFailed,
    onResult: (outcome, sent) => {
      if (!outcome.ok || !user) return;
      const comment = cleanText(String(sent.get('comment') ?? ''));
      onPosted({ user: publicName(user), comment, profilePic: '', date: new Date().toISOString() });
      onClear();
    },
  });
  // A layout effect: the handler is in place before the browser can deliver a click on the button.
  useLayoutEffect(() => {
    onReady((event) => {
      if (ready && user) return onSubmit(event);
      event.preventDefault();
      setPrompt(true);
    });
  }, [onReady, onSubmit, ready, user]);
  const back = `?next=${encodeURIComponent(`${pathname ?? '/insights'}#comments`)}`;

  return (
    <>
      <FormMessage result={result} round={round} />
      {text !== '' && <CommentButtons onClear={onClear} disabled={!ready || pending} />}
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

