import { CareerCards } from '@/components/careers/career-cards';
import { Openings } from '@/components/careers/openings';
import { Hero } from '@/components/ui/hero';
import { CAREERS } from '@/content/careers';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'Careers',
  description:
    'Build your career in chemical-industry research and consulting: why join us, our core values and the current openings in Rotterdam, Gurugram and Cupertino.',
  path: '/careers',
});

export default function CareersPage() {
  const { hero, whyJoin, coreValues } = CAREERS;
  return (
    <>
      <Hero
        heading={hero.heading}
        description={hero.description}
        image={hero.image.src}
        imageAlt={hero.image.alt}
        link={{ href: '#openings', label: CAREERS.openings.heading }}
      />
      <CareerCards id="why-join" {...whyJoin} />
      <CareerCards id="core-values" {...coreValues} tint />
      <Openings />
    </>
  );
}
