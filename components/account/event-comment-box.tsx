import { eventPath } from '@/lib/text';
import { INPUT_MAX_LENGTH } from '@/lib/limits';
import { commentOnEvent } from '@/lib/actions/visitor-actions';
import { SubmitForm } from './submit-form.client';
import { SigninPrompt } from './signin-prompt.client';
import styles from './visitor-box.module.css';
import formStyles from './form.module.css';

/**
 * The events pages' comment box, rendered on the server and posting to the comment action
 * (SubmitForm); Submit waits for a signed-in visitor, and SigninPrompt asks a signed-out one to
 * log in. With no script the page cannot know who is signed in, so Submit is plain and the log-in
 * link always shows. The server answers with the spec's alerts (failures logged only). The
 * textarea's id is fixed so 'Leave a comment!' elsewhere can move focus to '#event-comment'.
 */
export function EventCommentBox({ eventId }: { eventId?: string }) {
  const login = `/login?next=${encodeURIComponent(eventId ? eventPath(eventId) : '/events')}`;
  const prompt = (
    <>
      <SigninPrompt id="event-comment-signin" field="event-comment" href={login} className={styles.signin} />
      <noscript>
        <p className={styles.signin}>
          <a href={login}>Log in</a> to leave a comment.
        </p>
      </noscript>
    </>
  );

  return (
    <SubmitForm action={commentOnEvent} className={`${styles.box} ${formStyles.form}`} label="Leave a comment" signedInOnly prompt={prompt}>
      <label htmlFor="event-comment" className={styles.title}>
        Leave a comment
      </label>
      {eventId && <input type="hidden" name="eventId" value={eventId} />}
      <textarea id="event-comment" name="content" className={formStyles.textarea} placeholder="Share your thoughts on our events..." rows={4} maxLength={INPUT_MAX_LENGTH.comment} />
    </SubmitForm>
  );
}
