import type { IndustryBanner } from '@/content/industries';
import { Hero } from '../ui/hero';

/** The page banner, already resolved on the server (stored fields, else defaults). */
export function BannerHero({ banner, linkLabel = 'Learn More' }: { banner: IndustryBanner; linkLabel?: string }) {
  return (
    <Hero
      heading={banner.heading}
      description={banner.description}
      image={banner.image}
      link={{ href: banner.link, label: linkLabel }}
      priority
    />
  );
}
