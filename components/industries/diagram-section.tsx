import { Image } from '@/components/ui/image';
import type { DiagramSection as DiagramContent } from '@/content/industries';
import type { ImageRef } from '@/content/site';
import styles from './industry-page.module.css';

/** A text block with its diagram: Energy Storage (Clean Energy) and E-Mobility (Mobility). */
export function DiagramSection({ section, id }: { section: DiagramContent; id: string }) {
  return (
    <section className="section section-lazy" aria-labelledby={id}>
      <div className={`container ${styles.split}`}>
        <div>
          <h2 id={id}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <Diagram image={section.diagram} sizes="(max-width: 950px) 100vw, 600px" />
      </div>
    </section>
  );
}

/** An industry's diagram on its white card. */
export function Diagram({ image, sizes }: { image: ImageRef; sizes: string }) {
  return (
    <figure className={styles.diagram}>
      <Image src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={sizes} />
    </figure>
  );
}
