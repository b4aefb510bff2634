import { notFound } from 'next/navigation';
import { ItemForm } from '@/components/studio/item-form.client';
import styles from '@/components/studio/studio.module.css';
import { hasRole } from '@/lib/auth/roles';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { kindMessages, kindModule, kindOfSection } from '@/lib/studio/kinds';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'New item', description: 'Write something new in the studio.', path: '/studio', noindex: true });

type Props = { params: Promise<{ section: string }> };

/** A new item of any kind: its form, each field at its empty value; the first save gives it its id. */
export default async function NewItemPage({ params }: Props) {
  const { section } = await params;
  const kind = kindOfSection(section);
  if (!kind) notFound();
  const { role } = await requireStaffPage(`/studio/${section}/new`);
  const config = kindModule(kind);
  const messages = kindMessages(kind);
  return (
    <div className={styles.page}>
      <h1>New {config.noun}</h1>
      <ItemForm
        kind={kind}
        label={config.title}
        id=""
        version={0}
        initial={{ ...config.fields.toForm(config.fields.read({ heading: '' })), publishAt: '' }}
        fields={await config.fields.views()}
        canPublish={hasRole(role, 'publisher')}
        published={false}
        scheduled={false}
        notice=""
        confirm={{ withdraw: messages.withdrawConfirm, unschedule: messages.unscheduleConfirm }}
      />
    </div>
  );
}
