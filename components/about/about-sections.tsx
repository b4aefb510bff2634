import { Image } from '@/components/ui/image';
import { ABOUT } from '@/content/about';
import styles from './about.module.css';

/** 'How the Firm Works': the five steps of every project. */
export function HowWeWork() {
  const { heading, intro, image, steps } = ABOUT.howWeWork;
  return (
    <section className="section section-lazy" aria-labelledby="how-we-work-heading">
      <div className={`container ${styles.split}`}>
        <div>
          <h2 id="how-we-work-heading">{heading}</h2>
          <p className={styles.lead}>{intro}</p>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step.number}>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
        <Image className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} sizes="(max-width: 950px) 100vw, 560px" />
      </div>
    </section>
  );
}

/** The three teaming principles: Adaptability, Result-Oriented, Curiosity. */
export function TeamingPrinciples() {
  const { heading, items } = ABOUT.teamingPrinciples;
  return (
    <section className="section section-tint section-lazy" aria-labelledby="principles-heading">
      <div className="container">
        <h2 id="principles-heading">{heading}</h2>
        <ul className={styles.cards}>
          {items.map((item) => (
            <li key={item.name} className={styles.card}>
              <Image src={item.icon.src} alt="" width={72} height={72} />
              <h3 className={styles.cardTitle}>{item.name}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Our Vision. */
export function Vision() {
  const { heading, paragraphs, image } = ABOUT.vision;
  return (
    <section className="section section-lazy" aria-labelledby="vision-heading">
      <div className={`container ${styles.split} ${styles.reverse}`}>
        <div>
          <h2 id="vision-heading">{heading}</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <Image className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} sizes="(max-width: 950px) 100vw, 560px" />
      </div>
    </section>
  );
}

/** Global presence: text, map and a few figures. */
export function GlobalPresence() {
  const { heading, text, image, stats } = ABOUT.globalPresence;
  return (
    <section className={`section section-lazy ${styles.presence}`} aria-labelledby="presence-heading">
      <div className={`container ${styles.split}`}>
        <div>
          <h2 id="presence-heading">{heading}</h2>
          <p>{text}</p>
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Image className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} sizes="(max-width: 950px) 100vw, 560px" />
      </div>
    </section>
  );
}
