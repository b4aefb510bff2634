import { CapabilitiesIntro } from '@/components/capabilities/capabilities-intro';
import { CapabilitySections } from '@/components/capabilities/capability-sections';
import { HashScroll } from '@/components/capabilities/hash-scroll.client';
import { Hero } from '@/components/ui/hero';
import { PAGE_HEROES } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'Capabilities',
  description:
    'Business opportunities assessment, customer insights, competitive intelligence, M&A support, price tracking and procurement intelligence for the chemical industry.',
  path: '/capabilities',
});

const hero = PAGE_HEROES.capabilities;

export default function CapabilitiesPage() {
  return (
    <>
      <Hero heading={hero.heading} description={hero.description} image={hero.image.src} imageAlt={hero.image.alt} compact />
      <CapabilitiesIntro />
      <CapabilitySections />
      <HashScroll />
    </>
  );
}
