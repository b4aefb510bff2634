import { Link } from '@/components/ui/link.client';
import { InsightForm } from '@/components/studio/insight-form.client';
import styles from '@/components/studio/studio.module.css';
import { hasRole } from '@/lib/auth/roles';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { insightChoices } from '@/lib/studio/choices';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'New insight', description: 'Write a new insight in the studio.', path: '/studio/insights/new', noindex: true });

export default async function NewInsightPage() {
  const { role } = await requireStaffPage('/studio/insights/new');
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio">Studio</Link>
      </p>
      <h1>New insight</h1>
      <InsightForm
        id=""
        version={0}
        initial={{ heading: '', summary: '', body: '', vertical: '', topic: '', type: 'Article', author: '', image: '', publishAt: '', spotlight: false }}
        choices={await insightChoices()}
        canPublish={hasRole(role, 'publisher')}
        published={false}
        scheduled={false}
      />
    </div>
  );
}
