import { notFound } from 'next/navigation';
import { Link } from '@/components/ui/link.client';
import { BannerForm } from '@/components/studio/banner-form.client';
import { CompendiumForm } from '@/components/studio/compendium-form.client';
import { EventForm } from '@/components/studio/event-form.client';
import { InsightForm } from '@/components/studio/insight-form.client';
import { NewsForm } from '@/components/studio/news-form.client';
import { OpeningForm } from '@/components/studio/opening-form.client';
import styles from '@/components/studio/studio.module.css';
import { hasRole } from '@/lib/auth/roles';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireStaffPage } from '@/lib/studio/access';
import { bannerChoices, compendiumChoices, eventChoices, insightChoices } from '@/lib/studio/choices';
import { NEWS_FORM_CATEGORIES } from '@/lib/studio/news-input';
import { KINDS, kindOfSection } from '@/lib/studio/kinds';

export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({ title: 'New item', description: 'Write something new in the studio.', path: '/studio', noindex: true });

type Props = { params: Promise<{ section: string }> };

/** A new item of any kind: its form, empty; the first save gives it its id. */
export default async function NewItemPage({ params }: Props) {
  const { section } = await params;
  const kind = kindOfSection(section);
  if (!kind) notFound();
  const { role } = await requireStaffPage(`/studio/${section}/new`);
  const common = { id: '', version: 0, canPublish: hasRole(role, 'publisher'), published: false, scheduled: false };
  return (
    <div className={styles.page}>
      <p>
        <Link href="/studio">Studio</Link>
      </p>
      <h1>New {KINDS[kind].noun}</h1>
      {kind === 'insight' && (
        <InsightForm
          {...common}
          initial={{ heading: '', summary: '', body: '', vertical: '', topic: '', type: 'Article', author: '', image: '', imageAlt: '', publishAt: '', spotlight: false }}
          choices={await insightChoices()}
        />
      )}
      {kind === 'news' && <NewsForm {...common} initial={{ heading: '', text: '', category: '', publishAt: '' }} categories={NEWS_FORM_CATEGORIES} />}
      {kind === 'event' && (
        <EventForm
          {...common}
          initial={{ heading: '', description: '', category: '', date: '', endDate: '', attendanceMode: 'offline', status: 'scheduled', venueName: '', streetAddress: '', locality: '', postalCode: '', region: '', country: '', onlineUrl: '', image: '', publishAt: '' }}
          choices={await eventChoices()}
        />
      )}
      {kind === 'opening' && (
        <OpeningForm
          {...common}
          initial={{ heading: '', applyUrl: '', overview: '', responsibilities: '', requiredQualifications: '', additionalQualifications: '', location: '', country: '', validThrough: '', publishAt: '' }}
        />
      )}
      {kind === 'compendium' && <CompendiumForm {...common} initial={{ heading: '', subheading: '', description: '', category: '', pdf: '', logo: '', publishAt: '' }} choices={await compendiumChoices()} />}
      {kind === 'banner' && <BannerForm {...common} initial={{ heading: '', description: '', page: '', image: '', link: '', publishAt: '' }} choices={await bannerChoices()} />}
    </div>
  );
}
