import type { Metadata } from 'next';
import { E_MOBILITY, ENERGY_STORAGE, INDUSTRIES, type Industry, type IndustrySlug } from '@/content/industries';
import { OG_SIZE, pageMetadata } from '@/lib/seo/metadata';
import { graph, industryPage } from '@/lib/seo/structured-data';
import { JsonLd } from '../seo/json-ld';
import { PreviewNotice } from '@/components/studio/preview-notice';
import { BannerHero } from './banner-hero';
import { pageBanner } from './banner';
import { CompendiumSection } from './compendium-section';
import { DiagramSection } from './diagram-section';
import { GreenEnergy } from './green-energy';
import { IndustryInsights } from './industry-insights';
import { ValueChain } from './value-chain';
import styles from './industry-page.module.css';

function industry(slug: IndustrySlug): Industry {
  // The six routes pass literal slugs, so a miss is a programming error, not a 404.
  const found = INDUSTRIES.find((item) => item.slug === slug);
  if (!found) throw new Error(`Unknown industry ${slug}`);
  return found;
}

export function industryMetadata(slug: IndustrySlug): Metadata {
  const item = industry(slug);
  return pageMetadata({
    title: item.heading,
    description: item.description,
    path: item.pageLink,
    image: { url: `/og/industries/${item.slug}`, ...OG_SIZE, alt: item.heading },
    feeds: [{ url: `/feeds/insights/${item.slug}`, title: `${item.heading} insights` }],
  });
}

/** One industry page: banner, long description, value chain, the industry's extras, insights and compendiums. */
export async function IndustryPage({ slug }: { slug: IndustrySlug }) {
  const item = industry(slug);
  const banner = await pageBanner(item.bannerPage, item.defaultBanner);
  return (
    <>
      <JsonLd data={graph(...industryPage(item, item.pageLink))} />
      <BannerHero banner={banner} />
      {/* Below the hero: the header overlays the hero's top. */}
      {banner.preview && <PreviewNotice id={banner.preview} />}
      <section className="section section-lazy" aria-labelledby="overview-heading">
        <div className="container">
          <div className={styles.overview}>
            <h2 id="overview-heading">{item.heading}</h2>
            <p className={styles.lead}>{item.description}</p>
            {item.longDescription.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <ValueChain industry={item} />
      {slug === 'clean-energy-and-storage' && (
        <>
          <GreenEnergy />
          <DiagramSection section={ENERGY_STORAGE} id="energy-storage-heading" />
        </>
      )}
      {slug === 'mobility' && <DiagramSection section={E_MOBILITY} id="e-mobility-heading" />}
      <IndustryInsights vertical={item.vertical} />
      <CompendiumSection vertical={item.vertical} />
    </>
  );
}
