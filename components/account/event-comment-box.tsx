'use client';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { commentOnEvent } from '@/lib/actions/visitor-actions';
import { useAuth } from '@/lib/auth/auth-provider';
import { MAX_LENGTH } from '@/lib/validation';
import { FormMessage } from './form-message';
import { useActionForm } from './use-action-form';
import styles from './visitor-box.module.css';
import formStyles from './form.module.css';

/**
 * The events pages' comment box. Submit stays disabled until a signed-in user is known; the
 * server checks the session again and answers with the spec's alerts (failures logged only).
 * The textarea's id is fixed so 'Leave a comment!' elsewhere can move focus to '#event-comment'.
 */
export function EventCommentBox({ eventId }: { eventId?: string }) {
  const { user, ready } = useAuth();
  const pathname = usePathname();
  const [content, setContent] = useState('');
  const { result, pending, round, onSubmit } = useActionForm(commentOnEvent, {
    failure: '',
    onResult: (outcome) => {
      if (outcome.ok) setContent('');
    },
  });
  const signedIn = ready && user !== null;

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
        aria-describedby={ready && !user ? 'event-comment-signin' : undefined}
      />
      <FormMessage result={result} round={round} />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={!signedIn || pending}>
          Submit
        </button>
        {ready && !user && (
          <p id="event-comment-signin" className={styles.signin}>
            <Link href={`/login?next=${encodeURIComponent(pathname ?? '/events')}`}>Log in</Link> to leave a comment.
          </p>
        )}
      </div>
    </form>
  );
}
