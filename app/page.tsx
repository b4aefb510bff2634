import { HomeHero } from '@/components/home/home-hero';
import { NewsStrip } from '@/components/home/news-strip';
import { SITE } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: `${SITE.name}: ${SITE.tagline}`,
  absoluteTitle: true,
  description: SITE.description,
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <NewsStrip />
    </>
  );
}
