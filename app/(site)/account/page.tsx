import { redirect } from 'next/navigation';
import { Link } from '@/components/ui/link.client';
import { AccountCard } from '@/components/account/account-card';
import { ChangePasswordForm, DeleteAccountForm, DisplayNameForm, ResendConfirmationForm } from '@/components/account/account-forms.client';
import { PasswordRules } from '@/components/account/password-rules';
import styles from '@/components/account/account-page.module.css';
import { erasureTerms } from '@/lib/account/own-data';
import { getSessionUser } from '@/lib/auth/session';
import { getAccounts } from '@/lib/auth/accounts';
import { CONFIRM_MESSAGES } from '@/lib/auth/address-confirmation';
import { pageMetadata } from '@/lib/seo/metadata';

// The signed-in person's own page: read per request, never cached.
export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: 'Your account',
  description: 'Your account: your password, your data, and deleting the account.',
  path: '/account',
  noindex: true,
});

type Props = { searchParams: Promise<{ confirmed?: string | string[]; confirm?: string | string[] }> };

export default async function AccountPage({ searchParams }: Props) {
  const user = await getSessionUser();
  if (!user) redirect('/login?next=%2Faccount');
  const accounts = await getAccounts();
  // Read from the account store: a session keeps what it was started with.
  const [params, confirmed, displayName, role] = await Promise.all([searchParams, accounts.isConfirmed(user.uid), accounts.displayNameOf(user.uid), accounts.roleOf(user.uid)]);
  // What the confirmation link (app/account/confirm) found.
  const notice = params.confirmed === '1' && confirmed ? CONFIRM_MESSAGES.confirmed : params.confirm === 'dead' && !confirmed ? CONFIRM_MESSAGES.linkDead : null;
  return (
    <AccountCard title="Your account">
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>Address</dt>
        <dd>{confirmed ? 'Confirmed' : CONFIRM_MESSAGES.unconfirmed}</dd>
        <dt>Display name</dt>
        <dd>{displayName ?? 'None: your comments on insights show as “Reader”.'}</dd>
        {role && (
          <>
            <dt>Staff role</dt>
            <dd>
              {role[0]!.toUpperCase() + role.slice(1)}: <Link href="/studio">open the studio</Link>
            </dd>
          </>
        )}
      </dl>

      {!confirmed && (
        <section className={styles.section} aria-labelledby="confirm-address">
          <h2 id="confirm-address" className={styles.heading}>
            Confirm your address
          </h2>
          <p>We mailed a link to {user.email} when you signed up. Did it not arrive, or has it expired? We will send a new one.</p>
          <ResendConfirmationForm />
        </section>
      )}

      <section className={styles.section} aria-labelledby="your-name">
        <h2 id="your-name" className={styles.heading}>
          Your name
        </h2>
        <p>Comments you post show this name, never your address. Leave it empty to show as “Reader”. Comments already posted keep the name they show.</p>
        <DisplayNameForm current={displayName} />
      </section>

      <section className={styles.section} aria-labelledby="change-password">
        <h2 id="change-password" className={styles.heading}>
          Change your password
        </h2>
        <ChangePasswordForm rules={<PasswordRules />} />
      </section>

      <section className={styles.section} aria-labelledby="your-data">
        <h2 id="your-data" className={styles.heading}>
          Your data
        </h2>
        <p>
          One JSON file with your account, the queries you sent and your comments on events
          {confirmed ? ', your subscription and the mails we sent you' : ' (your subscription and the mails we sent to this address join them once it is confirmed)'}.
        </p>
        <p>
          {/* A download, not a page: a plain link the browser saves. */}
          <a className="button button-outline" href="/account/data" download>
            Download my data
          </a>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="delete-account">
        <h2 id="delete-account" className={styles.heading}>
          Delete your account
        </h2>
        <p>Deleting your account removes, at once and for good:</p>
        <ul className={styles.terms}>
          {erasureTerms(confirmed).map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <DeleteAccountForm />
      </section>
    </AccountCard>
  );
}
