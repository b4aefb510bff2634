import { PreviewNotice } from '@/components/studio/preview-notice';
import { BannerHero } from '@/components/industries/banner-hero';
import { FOCUS_DEFAULT_BANNER, pageBanner } from '@/components/industries/banner';
import { FocusOverview } from '@/components/industries/focus-overview';
import { FocusVerticals } from '@/components/industries/focus-verticals';
import { JsonLd } from '@/components/seo/json-ld';
import { INDUSTRIES } from '@/content/industries';
import { pageMetadata } from '@/lib/seo/metadata';
import { focusPage, graph } from '@/lib/seo/structured-data';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'Industries',
  description:
    'The industries we serve: food, nutrition and beverages, specialty polymers, petrochemicals, clean energy and storage, mobility, personal care, and more focus verticals.',
  path: '/focus',
});

export default async function FocusPage() {
  const banner = await pageBanner('Focus Parent', FOCUS_DEFAULT_BANNER);
  return (
    <>
      <JsonLd data={graph(...focusPage(INDUSTRIES))} />
      <BannerHero banner={banner} />
      {/* Below the hero: the header overlays the hero's top. */}
      {banner.preview && <PreviewNotice id={banner.preview} />}
      <FocusOverview />
      <FocusVerticals />
    </>
  );
}
