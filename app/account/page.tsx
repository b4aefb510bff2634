import { redirect } from 'next/navigation';
import { AccountCard } from '@/components/account/account-card';
import { ChangePasswordForm, DeleteAccountForm } from '@/components/account/account-forms.client';
import { PasswordRules } from '@/components/account/password-rules';
import styles from '@/components/account/account-page.module.css';
import { ERASURE_TERMS } from '@/lib/account/own-data';
import { getSessionUser } from '@/lib/auth/session';
import { pageMetadata } from '@/lib/seo/metadata';

// The signed-in person's own page: read per request, never cached.
export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: 'Your account',
  description: 'Your account: your password, your data, and deleting the account.',
  path: '/account',
  noindex: true,
});

export default async function AccountPage() {
  const user = await getSessionUser();
  if (!user) redirect('/login?next=%2Faccount');
  return (
    <AccountCard title="Your account">
      <dl className={styles.facts}>
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>Display name</dt>
        <dd>{user.displayName ?? 'None: your comments on insights show as “Reader”.'}</dd>
      </dl>

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
        <p>One JSON file with your account, the queries you sent, your comments on events, your subscription and the mails we sent you.</p>
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
          {ERASURE_TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <DeleteAccountForm />
      </section>
    </AccountCard>
  );
}
