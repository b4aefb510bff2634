import { Link } from '@/components/ui/link.client';
import { PRIVACY, type Inline } from '@/content/privacy';
import { formatDayMonthYear } from '@/lib/dates';
import styles from './privacy-notice.module.css';

/** A run of text with its links: site paths through the router, mail links as they are. */
function Text({ parts }: { parts: readonly Inline[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : part.href.startsWith('/') ? (
      <Link key={index} href={part.href}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ),
  );
}

/** The privacy notice (content/privacy.ts): each record kept as a card, readable on a phone. */
export function PrivacyNotice() {
  return (
    <article className={`container ${styles.notice}`}>
      <h1>{PRIVACY.title}</h1>
      <p className={styles.updated}>
        Last updated <time dateTime={PRIVACY.updated}>{formatDayMonthYear(PRIVACY.updated)}</time>
      </p>
      <p className={styles.intro}>{PRIVACY.intro}</p>
      <nav aria-label="On this page">
        <ul className={styles.toc}>
          {PRIVACY.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {PRIVACY.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.paragraphs?.map((parts, index) => (
              <p key={index}>
                <Text parts={parts} />
              </p>
            ))}
          {section.records && (
            <ul className={styles.records}>
              {section.records.map((record) => (
                <li key={record.what} className={styles.record}>
                  <h3>{record.what}</h3>
                  <dl>
                    <dt>Why</dt>
                    <dd>{record.why}</dd>
                    <dt>Legal basis</dt>
                    <dd>{record.basis}</dd>
                    <dt>How long</dt>
                    <dd>{record.kept}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          )}
          {section.items && (
            <ul className={styles.items}>
              {section.items.map((parts, index) => (
                <li key={index}>
                  <Text parts={parts} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
