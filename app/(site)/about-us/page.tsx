import { GlobalPresence, HowWeWork, TeamingPrinciples, Vision } from '@/components/about/about-sections';
import { OfficeCarousel } from '@/components/about/office-carousel';
import { Hero } from '@/components/ui/hero';
import { ABOUT } from '@/content/about';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'About Us',
  description:
    'Who we are: a research and management consulting firm for the chemical industry, how we work, our teaming principles, our vision and our offices in Rotterdam, Gurugram and Cupertino.',
  path: '/about-us',
});

const { hero } = ABOUT;

export default function AboutPage() {
  return (
    <>
      <Hero
        heading={hero.heading}
        description={hero.description}
        image={hero.image.src}
        imageAlt={hero.image.alt}
        link={{ href: hero.buttonLink, label: hero.buttonText }}
      />
      <HowWeWork />
      <TeamingPrinciples />
      <Vision />
      <GlobalPresence />
      <OfficeCarousel />
    </>
  );
}
