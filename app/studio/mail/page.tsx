import { notFound } from 'next/navigation';
import styles from '@/components/studio/studio.module.css';
import { Link } from '@/components/ui/link.client';
import { hasRole } from '@/lib/auth/roles';
import { getStore, queries } from '@/lib/data';
import { BACKOFF_MS, failedMails } from '@/lib/mail/outbox';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { resendMail } from '@/lib/studio/actions';
import { when } from '@/lib/studio/labels';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Mail', description: 'Mail the site could not deliver, and sending it again.', path: '/studio/mail', noindex: true });

/** How many failed mails the page lists, and how far it counts those waiting. */
const SHOWN = 25;
const COUNTED = 100;

type Param = string | string[] | undefined;
type Props = { searchParams: Promise<Record<'sent' | 'again' | 'problem', Param>> };

const NOTICES = { sent: 'The mail was sent.', again: 'The mail server could not take it now: it will be tried again.' } as const;
const PROBLEMS: Record<string, string> = {
  refused: 'The mail server refused it again: its answer is below.',
  gone: 'That mail is no longer among the failed ones.',
  failed: 'The mail could not be queued again. Please try again.',
};

/** The waits between attempts, in words ("1 min, 5 min, 30 min, 2 h and 6 h"). */
function waits(): string {
  const words = BACKOFF_MS.map((ms) => (ms < 3_600_000 ? `${ms / 60_000}\u00a0min` : `${ms / 3_600_000}\u00a0h`));
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The outbox as staff see it (admins: the mails name visitors' addresses). Each mail the site
 * sends is delivered at once; one the mail server cannot take is tried again later, and one it
 * refuses, or still cannot take after the last wait, is listed here with the server's answer and
 * Send again. One bounded read for the list and one count.
 */
export default async function MailPage({ searchParams }: Props) {
  const { role } = await requireStaffPage('/studio/mail');
  if (!hasRole(role, 'admin')) notFound();
  const params = await searchParams;
  const store = await getStore();
  const [failed, waiting] = await Promise.all([failedMails(store, SHOWN), store.count(queries.mailDue(COUNTED))]);
  const notice = typeof params.sent === 'string' ? NOTICES.sent : typeof params.again === 'string' ? NOTICES.again : '';
  const problem = typeof params.problem === 'string' ? (PROBLEMS[params.problem] ?? '') : '';
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio">Studio</Link>
      </p>
      <h1>Mail</h1>
      <p>
        The site delivers every mail it sends itself, at once. A mail the mail server cannot take yet is tried again after {waits()}; one it refuses, or still cannot take after
        that, is listed here.
      </p>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <p role="alert" className={styles.alert}>
        {problem}
      </p>
      <p>{waiting === 0 ? 'No mail is waiting to be tried again.' : `Waiting to be tried again: ${waiting >= COUNTED ? `${COUNTED} or more` : waiting}.`}</p>
      <section aria-labelledby="failed-title">
        <h2 id="failed-title">Not delivered</h2>
        {failed.length === 0 ? (
          <p>Every mail has been delivered or is still being tried.</p>
        ) : (
          <table className={`${styles.table} ${styles.stacked}`}>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Given up</th>
                <th scope="col">The server’s last answer</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {failed.map((mail) => (
                <tr key={mail.id}>
                  <td data-label="Subject">{mail.message.subject}</td>
                  <td data-label="To">{mail.to}</td>
                  <td data-label="Given up">
                    {mail.failedAt && <time dateTime={mail.failedAt}>{when(mail.failedAt)}</time>}, after {mail.attempts ?? 1} {mail.attempts === 1 ? 'attempt' : 'attempts'}
                  </td>
                  <td data-label="The server’s last answer">
                    <code>{mail.lastError}</code>
                  </td>
                  <td>
                    <form action={resendMail} aria-label={`Send “${mail.message.subject}” to ${mail.to} again`}>
                      <input type="hidden" name="id" value={mail.id} />
                      <button type="submit" className="button button-outline">
                        Send again
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
