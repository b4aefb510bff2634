'use client';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './verticals.module.css';

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The industry selector as ARIA tabs: the cards are tabs, the detail is the tab panel.
 * Tabs and panels are rendered on the server and passed in, so the industry texts are not
 * shipped as script. A new selection pops in over 300 ms.
 */
export function VerticalTabs({ label, tabs, panels }: { label: string; tabs: ReactNode[]; panels: ReactNode[] }) {
  const [selected, setSelected] = useState(0);
  const [changed, setChanged] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    setChanged(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    select(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} data-needs-js="">
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`vertical-tab-${index}`}
            className={styles.tab}
            aria-selected={index === selected}
            aria-controls={`vertical-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`vertical-panel-${index}`}
          aria-labelledby={`vertical-tab-${index}`}
          className={styles.panel}
          data-pop={changed}
          data-tabpanel=""
          hidden={index !== selected}
          tabIndex={0}
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
