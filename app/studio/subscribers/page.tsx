import { EraseForm } from '@/components/studio/erase-form.client';
import styles from '@/components/studio/studio.module.css';
import { Link } from '@/components/ui/link.client';
import { hasRole } from '@/lib/auth/roles';
import { getStore } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { COUNT_CAP, subscriberCounts } from '@/lib/studio/subscribers';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Subscribers', description: 'Who follows which vertical; the export and erasure of subscribers.', path: '/studio/subscribers', noindex: true });

const number = (n: number) => (n >= COUNT_CAP ? `${COUNT_CAP.toLocaleString('en-GB')} or more` : n.toLocaleString('en-GB'));

/** How many subscribers follow each vertical (editors and up); the CSV export and erasure (admins). */
export default async function SubscribersPage() {
  const { role } = await requireStaffPage('/studio/subscribers');
  const counts = await subscriberCounts(await getStore());
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio">Studio</Link>
      </p>
      <h1>Subscribers</h1>
      <p>
        {number(counts.confirmed)} confirmed, {number(counts.pending)} waiting for their confirmation. A subscriber may follow several verticals.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Vertical</th>
            <th scope="col">Confirmed</th>
            <th scope="col">Pending</th>
          </tr>
        </thead>
        <tbody>
          {counts.verticals.map((row) => (
            <tr key={row.vertical}>
              <th scope="row">{row.vertical}</th>
              <td>{number(row.confirmed)}</td>
              <td>{number(row.pending)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {hasRole(role, 'admin') && (
        <>
          <section aria-labelledby="subscribers-export">
            <h2 id="subscribers-export">Export</h2>
            <p>Every confirmed subscriber, with the verticals they follow and their consent record (when, on which page, the words they agreed to), as one CSV file.</p>
            <p>
              {/* A download, not a page: a plain link the browser saves. */}
              <a className="button button-outline" href="/studio/subscribers/export" download>
                Download confirmed subscribers (CSV)
              </a>
            </p>
          </section>
          <section aria-labelledby="subscribers-erase">
            <h2 id="subscribers-erase">Erase an address</h2>
            <p>
              Deletes, for good, everything kept about one address: its subscription, the mails sent to it, and the queries and event comments sent under
              it. An account with the address stays: its holder deletes it from their account page.
            </p>
            <EraseForm />
          </section>
        </>
      )}
    </div>
  );
}
