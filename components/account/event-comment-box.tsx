'use client';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { MAX_LENGTH } from '@/lib/limits';
import { loadOnce } from '@/lib/lazy';
import { ActionsPlaceholder } from './actions-placeholder';
import { useInteractiveHalf } from './use-interactive-half';
import styles from './visitor-box.module.css';
import formStyles from './form.module.css';

// The events pages show this box; its server action and messages come after the page is up.
const loadActions = loadOnce(() => import('./event-comment-actions').then((module) => module.EventCommentActions));

/**
 * The events pages' comment box. Submit stays disabled until a signed-in user is known; the
 * server checks the session again and answers with the spec's alerts (failures logged only).
 * The textarea's id is fixed so 'Leave a comment!' elsewhere can move focus to '#event-comment'.
 * The text is this component's state from hydration on, so nothing typed is lost while the
 * interactive half (EventCommentActions) loads, once the browser is idle or the textarea is focused.
 */
export function EventCommentBox({ eventId }: { eventId?: string }) {
  const { user, ready } = useAuth();
  const pathname = usePathname();
  const [content, setContent] = useState('');
  const { Half: Actions, load, onReady, onSubmit } = useInteractiveHalf(loadActions);
  const onSent = useCallback(() => setContent(''), []);
  const signedOut = ready && !user;
  const prompt = signedOut && (
    <p id="event-comment-signin" className={styles.signin}>
      <Link href={`/login?next=${encodeURIComponent(pathname ?? '/events')}`}>Log in</Link> to leave a comment.
    </p>
  );

  return (
    <form className={`${styles.box} ${formStyles.form}`} method="post" noValidate onSubmit={onSubmit} aria-label="Leave a comment">
      <label htmlFor="event-comment" className={styles.title}>
        Leave a comment
      </label>
      {eventId && <input type="hidden" name="eventId" value={eventId} />}
      <textarea
        id="event-comment"
        name="content"
        className={formStyles.textarea}
        placeholder="Share your thoughts on our events..."
        rows={4}
        maxLength={MAX_LENGTH.comment}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onFocus={load}
        aria-describedby={signedOut ? 'event-comment-signin' : undefined}
      />
      {Actions ? (
        <Actions signedIn={ready && user !== null} onReady={onReady} onSent={onSent}>
          {prompt}
        </Actions>
      ) : (
        <ActionsPlaceholder>{prompt}</ActionsPlaceholder>
      )}
    </form>
  );
}
