import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import styles from './hero.module.css';

export type HeroProps = {
  heading: string;
  description?: string;
  image: string;
  imageAlt?: string;
  link?: { href: string; label: string };
  /** The LCP element of the page: preloaded, never lazy. */
  priority?: boolean;
  /** h1 on the page's own hero, h2 when it is one slide of several. */
  as?: 'h1' | 'h2';
  compact?: boolean;
};

/** A full-width banner: image, heading, description and one call to action. */
/** Labels that say nothing on their own (the spec's 'Learn More'); the link then also names its banner. */
const GENERIC_LABELS = new Set(['learn more', 'know more', 'read more', 'more']);

export function Hero({ heading, description, image, imageAlt = '', link, priority = true, as: Heading = 'h1', compact }: HeroProps) {
  return (
    // data-header-overlay: the fixed header lies clear over a page-top hero (see components/layout/header.module.css).
    <div className={`${styles.hero} ${compact ? styles.compact : ''}`} data-header-overlay="">
      <Image className={styles.image} src={image} alt={imageAlt} fill priority={priority} fetchPriority={priority ? 'high' : undefined} sizes="100vw" />
      <div className={`container ${styles.content}`}>
        <Heading className={styles.heading}>{heading}</Heading>
        {description && <p className={styles.description}>{description}</p>}
        {link && (
          <Link className="button" href={link.href}>
            {link.label}
            {GENERIC_LABELS.has(link.label.trim().toLowerCase()) && <span className="visually-hidden">: {heading}</span>}
          </Link>
        )}
      </div>
    </div>
  );
}
