import { notFound } from 'next/navigation';
import { RoleForm } from '@/components/studio/role-form.client';
import { OlderLink } from '@/components/studio/older-link';
import styles from '@/components/studio/studio.module.css';
import { Link } from '@/components/ui/link.client';
import { hasRole } from '@/lib/auth/roles';
import { getStore, parseCursor, queries } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { when } from '@/lib/studio/labels';

const PAGE = 25;

type Props = { searchParams: Promise<{ after?: string | string[] }> };

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Staff roles', description: 'Grant and take away staff roles.', path: '/studio/roles', noindex: true });

/** Admins grant and take away staff roles here, as `npm run staff` does from a shell, and see who holds one. */
export default async function RolesPage({ searchParams }: Props) {
  const { role } = await requireStaffPage('/studio/roles');
  if (!hasRole(role, 'admin')) notFound();
  const after = parseCursor((await searchParams).after);
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
      <section aria-labelledby="role-holders">
        <h2 id="role-holders">Who holds a role</h2>
        {holders.length === 0 ? (
          <p>Nobody has been given a role here or with npm run staff yet.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Role</th>
                <th scope="col">Given</th>
              </tr>
            </thead>
            <tbody>
              {holders.map((holder) => (
                <tr key={holder.id}>
                  <td>{holder.email}</td>
                  <td>{holder.role}</td>
                  <td>
                    {holder.by}, <time dateTime={holder.date}>{when(holder.date)}</time>
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
