import { subscribe } from '@/lib/actions/visitor-actions';
import { CONSENT } from '@/content/subscription';
import { PRIVACY_PATH } from '@/content/navigation';
import { MESSAGES } from '@/lib/validation';
import { SUBSCRIBE_DIALOG_ID } from './subscribe-button';
import { SubmitForm } from './submit-form.client';
import { TopicChoices } from './topic-choices';
import styles from './form.module.css';

/**
 * The subscribe modal, in every page's HTML once (the site shell): Subscribe buttons open it
 * with invoker commands, so it works from the first paint, before any script; its close button,
 * Escape and a click on the backdrop (`closedby="any"`) close it, and the browser keeps focus
 * inside and returns it to the opener. The server decides every message; duplicates are caught
 * by one atomic create. The invalid-address message clears the field and itself after 2.5 s.
 * The wording shown is what the subscriber's consent record keeps (content/subscription.ts).
 */
export function SubscribeDialog() {
  return (
    <SubmitForm
      action={subscribe}
      className={styles.form!}
      label="Subscribe"
      submitLabel="Subscribe"
      failure={MESSAGES.subscribeFailed}
      fleeting={MESSAGES.subscribeInvalid}
      dialog={{ id: SUBSCRIBE_DIALOG_ID, title: 'Subscribe to our updates' }}
    >
      <p className={styles.hint}>
        {CONSENT.wording} <a href={PRIVACY_PATH}>How we handle your address</a>.
      </p>
      <div className={styles.field}>
        <label htmlFor="subscribe-email" className={styles.label}>
          Email address
        </label>
        {/* autoFocus: the dialog focuses the field the visitor came to fill as it opens. */}
        <input id="subscribe-email" name="email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} className={styles.input} autoFocus />
      </div>
      <TopicChoices compact />
    </SubmitForm>
  );
}
