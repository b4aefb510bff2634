import { notFound } from 'next/navigation';
import { Confirm } from '@/components/studio/confirm';
import { RoleForm } from '@/components/studio/role-form.client';
import { OlderLink } from '@/components/studio/older-link';
import styles from '@/components/studio/studio.module.css';
import { Link } from '@/components/ui/link.client';
import { hasRole } from '@/lib/auth/roles';
import { getStore, parseCursor, queries } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { takeAwayRole } from '@/lib/studio/actions';
import { requireStaffPage } from '@/lib/studio/access';
import { STUDIO_MESSAGES } from '@/lib/studio/input';
import { when } from '@/lib/studio/labels';

const PAGE = 25;

type Props = { searchParams: Promise<{ after?: string | string[]; done?: string | string[] }> };

/** What taking a role away answered (lib/studio/actions/people.ts). */
const REVOKE_ANSWERS: Record<string, { ok: boolean; message: string }> = {
  revoked: { ok: true, message: 'The role is taken away, from their next request.' },
  'own-admin': { ok: false, message: STUDIO_MESSAGES.roleOwnAdmin },
  unknown: { ok: false, message: STUDIO_MESSAGES.roleNoAccount },
  failed: { ok: false, message: STUDIO_MESSAGES.failed },
};

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Staff roles', description: 'Grant and take away staff roles.', path: '/studio/roles', noindex: true });

/** Admins grant and take away staff roles here, as `npm run staff` does from a shell, and see who holds one. */
export default async function RolesPage({ searchParams }: Props) {
  const { role } = await requireStaffPage('/studio/roles');
  if (!hasRole(role, 'admin')) notFound();
  const { after: from, done } = await searchParams;
  const after = parseCursor(from);
  const answer = typeof done === 'string' && Object.hasOwn(REVOKE_ANSWERS, done) ? REVOKE_ANSWERS[done]! : null;
  const holders = await (await getStore()).list(queries.staffRoles(PAGE, after ?? undefined));
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio">Studio</Link>
      </p>
      <h1>Staff roles</h1>
      <p>
        The person signs up through /signup first. A role counts from their next request; every change is in the <Link href="/studio/activity">activity log</Link>.
      </p>
      <RoleForm />
      {answer && <p className={answer.ok ? styles.notice : styles.alert} role={answer.ok ? 'status' : 'alert'}>{answer.message}</p>}
      <section aria-labelledby="role-holders">
        <h2 id="role-holders">Who holds a role</h2>
        {holders.length === 0 ? (
          <p>Nobody has been given a role here or with npm run staff yet.</p>
        ) : (
          <table className={`${styles.table} ${styles.stacked}`}>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Role</th>
                <th scope="col">Given</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {holders.map((holder, index) => (
                <tr key={holder.id}>
                  <td data-label="Account">{holder.email}</td>
                  <td data-label="Role">{holder.role}</td>
                  <td data-label="Given">
                    {holder.by}, <time dateTime={holder.date}>{when(holder.date)}</time>
                  </td>
                  <td data-label="Action">
                    <form action={takeAwayRole} aria-label={`Take away the role of ${holder.email}`}>
                      <input type="hidden" name="email" value={holder.email} />
                      <Confirm id={`revoke-${index}`} label="Take away" title={`Take away the ${holder.role} role of ${holder.email}?`} cancel="Keep the role">
                        <p>From their next request they can no longer open the studio. What they wrote stays; an admin can give a role back at any time.</p>
                      </Confirm>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <OlderLink docs={holders} pageSize={PAGE} path="/studio/roles" label="Earlier grants" />
      </section>
    </div>
  );
}
