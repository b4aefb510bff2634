import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import { Fragment } from 'react';
import { INDUSTRIES } from '@/content/industries';
import styles from './verticals.module.css';
import { VerticalTabs } from './verticals.client';
import { HomeSection } from './home-section';

/** 'Verticals We Serve': six industry cards, the selected one's detail with a link to its page, and /focus#more. */
export function Verticals() {
  const tabs = INDUSTRIES.map((industry) => (
    <Fragment key={industry.slug}>
      <Image className={styles.tabImage} src={industry.cardImage.src} alt="" width={industry.cardImage.width} height={industry.cardImage.height} />
      <span className={styles.tabLabel}>
        {industry.formattedHeading.map((line) => (
          <span key={line}>{line} </span>
        ))}
      </span>
    </Fragment>
  ));
  const panels = INDUSTRIES.map((industry) => (
    <Fragment key={industry.slug}>
      <Image className={styles.panelImage} src={industry.cardImage.src} alt={industry.cardImage.alt} width={industry.cardImage.width} height={industry.cardImage.height} />
      <div className={styles.panelText}>
        <h3>{industry.heading}</h3>
        <p>{industry.homeDescription}</p>
        <Link className="button" href={industry.pageLink}>
          {industry.buttonText}
          <span className="visually-hidden"> about {industry.heading}</span>
        </Link>
      </div>
    </Fragment>
  ));

  return (
    <HomeSection id="verticals" eyebrow="Industries" title="Verticals We Serve" more={{ href: '/focus#more', label: 'More of our Focus Verticals', outline: true }}>
      <VerticalTabs label="Verticals We Serve" tabs={tabs} panels={panels} />
    </HomeSection>
  );
}
