import { notFound } from 'next/navigation';
import { RoleForm } from '@/components/studio/role-form.client';
import styles from '@/components/studio/studio.module.css';
import { Link } from '@/components/ui/link.client';
import { hasRole } from '@/lib/auth/roles';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'Staff roles', description: 'Grant and take away staff roles.', path: '/studio/roles', noindex: true });

/** Admins grant and take away staff roles here, as `npm run staff` does from a shell. */
export default async function RolesPage() {
  const { role } = await requireStaffPage('/studio/roles');
  if (!hasRole(role, 'admin')) notFound();
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
    </div>
  );
}
