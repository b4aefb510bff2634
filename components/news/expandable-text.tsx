'use client';
import { useId, useState } from 'react';
import { truncate } from '@/lib/text';
import styles from './expandable-text.module.css';

type ExpandableTextProps = {
  text: string;
  /** Characters shown while collapsed (the news excerpt: 400). */
  limit: number;
  /** What the text is about, for the button's accessible name ('Read more: <label>'). */
  label: string;
};

/** An excerpt that expands to the full text and collapses again; no button when it fits. */
export function ExpandableText({ text, limit, label }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const excerpt = truncate(text, limit);
  const fits = excerpt === text.trim();
  return (
    <>
      <p id={id} className={styles.text}>
        {expanded || fits ? text : excerpt}
      </p>
      {!fits && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'Show less' : 'Read more'}
          <span className="visually-hidden">: {label}</span>
        </button>
      )}
    </>
  );
}
