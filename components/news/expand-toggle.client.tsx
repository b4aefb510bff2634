'use client';
import { useId, useState } from 'react';

type ExpandToggleProps = {
  text: string;
  excerpt: string;
  label: string;
  textClass: string;
  toggleClass: string;
};

/** ExpandableText's interactive half: the excerpt or the whole text, and the button between them. */
export function ExpandToggle({ text, excerpt, label, textClass, toggleClass }: ExpandToggleProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <>
      <p id={id} className={textClass}>
        {expanded ? text : excerpt}
      </p>
      <button type="button" className={toggleClass} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((open) => !open)}>
        {expanded ? 'Show less' : 'Read more'}
        <span className="visually-hidden">: {label}</span>
      </button>
    </>
  );
}
