import { CAPABILITIES, CAPABILITIES_INTRO } from '@/content/capabilities';
import styles from './capabilities.module.css';

/** The intro and an in-page index of the six capabilities (#1 … #6). */
export function CapabilitiesIntro() {
  return (
    <div className="section">
      <div className="container">
        <p className={styles.intro}>{CAPABILITIES_INTRO}</p>
        <nav aria-label="Capabilities on this page">
          <ol className={styles.index}>
            {CAPABILITIES.map((capability) => (
              <li key={capability.slug}>
                <a href={`#${capability.position}`}>{capability.normalHeading}</a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </div>
  );
}
