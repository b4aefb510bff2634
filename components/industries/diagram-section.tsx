import { Image } from '@/components/ui/image';
import type { DiagramSection as Diagram } from '@/content/industries';
import styles from './industry-page.module.css';

/** A text block with its diagram: Energy Storage (Clean Energy) and E-Mobility (Mobility). */
export function DiagramSection({ section, id }: { section: Diagram; id: string }) {
  return (
    <section className="section section-lazy" aria-labelledby={id}>
      <div className={`container ${styles.split}`}>
        <div>
          <h2 id={id}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <figure className={styles.diagram}>
          <Image
            src={section.diagram.src}
            alt={section.diagram.alt}
            width={section.diagram.width}
            height={section.diagram.height}
            sizes="(max-width: 950px) 100vw, 600px"
          />
        </figure>
      </div>
    </section>
  );
}
