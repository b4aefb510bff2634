import { CapabilitiesSection } from '@/components/home/capabilities-section';
import { CompendiumSection } from '@/components/home/compendium-section';
import { EventsSection } from '@/components/home/events-section';
import { HomeHero } from '@/components/home/home-hero';
import { LatestInsights } from '@/components/home/latest-insights';
import { NewsStrip } from '@/components/home/news-strip';
import { ValueProposition } from '@/components/home/value-proposition';
import { Verticals } from '@/components/home/verticals';
import { SITE } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: `${SITE.name}: ${SITE.tagline}`,
  absoluteTitle: true,
  description: SITE.description,
  path: '/',
});

/** Home: the sections of spec section 2 in order. The header, call-to-action and footer come from the layout. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <CapabilitiesSection />
      <ValueProposition />
      <NewsStrip />
      <LatestInsights />
      <EventsSection />
      <Verticals />
      <CompendiumSection />
    </>
  );
}
