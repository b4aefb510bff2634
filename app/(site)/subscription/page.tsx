import { headers } from 'next/headers';
import { AccountCard } from '@/components/account/account-card';
import { SubmitForm } from '@/components/account/submit-form.client';
import { SubscribeButton } from '@/components/account/subscribe-button';
import { TopicChoices } from '@/components/account/topic-choices';
import styles from '@/components/account/form.module.css';
import { saveSubscriptionTopics, unsubscribeByLink } from '@/lib/actions/visitor-actions';
import { getStore } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { CONFIRM_LINK_DAYS, followed, maskedEmail, mayUseLink, SUBSCRIPTION_MESSAGES, subscriberByKey } from '@/lib/subscriptions/subscriptions';
import { MESSAGES } from '@/lib/validation';

export const metadata = pageMetadata({
  title: 'Your subscription',
  description: 'Choose the industries you follow, or unsubscribe.',
  path: '/subscription',
  noindex: true,
});

type Param = string | string[] | undefined;
type Props = { searchParams: Promise<{ token?: Param; confirmed?: Param; link?: Param }> };

const first = (value: Param) => (Array.isArray(value) ? value[0] : value);

/** What a page without a valid preferences key says, by what led to it (/subscription/confirm). */
const PROBLEMS: Record<string, { title: string; intro: string }> = {
  expired: { title: 'This link has expired', intro: `A confirmation link works for ${CONFIRM_LINK_DAYS} days. Subscribe again and we will mail you a new one.` },
  failed: { title: 'Your subscription', intro: MESSAGES.subscribeFailed },
  invalid: { title: 'This link is not valid', intro: SUBSCRIPTION_MESSAGES.linkInvalid },
  left: { title: 'You have unsubscribed', intro: SUBSCRIPTION_MESSAGES.unsubscribed },
  limited: { title: 'Your subscription', intro: MESSAGES.rateLimited },
  used: { title: 'This link has been used', intro: SUBSCRIPTION_MESSAGES.linkUsed },
};

/**
 * /subscription?token=: a subscriber's preferences, reached from every mail by its link (no
 * account needed): the industries followed, and Unsubscribe. A confirmation link leads here
 * (`&confirmed=1`) and the page says the subscription is confirmed. Rendered per request, never
 * cached.
 */
export default async function SubscriptionPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = first(params.token) ?? '';
  // Only a page that reads a key counts against the client's allowance of link uses.
  const limited = token !== '' && !(await mayUseLink(await headers()));
  const subscriber = limited ? null : await subscriberByKey(await getStore(), token);
  if (!subscriber) {
    const { title, intro } = PROBLEMS[limited ? 'limited' : (first(params.link) ?? '')] ?? PROBLEMS.invalid!;
    return (
      <AccountCard title={title} intro={intro}>
        <SubscribeButton className="button" />
      </AccountCard>
    );
  }
  const confirmed = subscriber.status === 'confirmed';
  const [title, status] =
    confirmed && first(params.confirmed) === '1'
      ? ['Subscription confirmed', 'Thank you: your subscription is confirmed. We will mail you what our analysts publish in the industries you follow.']
      : ['Your subscription', confirmed ? '' : 'Follow the link in the mail we sent you to confirm it; until then we send nothing else.'];
  return (
    <AccountCard title={title} intro={`${status} Our updates go to ${maskedEmail(subscriber.email)}.`.trim()}>
      <SubmitForm action={saveSubscriptionTopics} className={styles.form!} label="Industries you follow" submitLabel="Save topics">
        <input type="hidden" name="token" value={token} />
        <TopicChoices selected={followed(subscriber)} />
      </SubmitForm>
      <hr />
      <form action={unsubscribeByLink} className={styles.form} aria-label="Unsubscribe">
        <input type="hidden" name="token" value={token} />
        <p className={styles.hint}>Unsubscribing deletes your address from our list at once.</p>
        <div className={styles.actions}>
          <button type="submit" className="button">
            Unsubscribe
          </button>
        </div>
      </form>
    </AccountCard>
  );
}
