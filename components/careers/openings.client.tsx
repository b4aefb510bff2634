'use client';
import { useState, useSyncExternalStore, type MouseEvent } from 'react';
import { CAREERS } from '@/content/careers';
import type { JobOpening } from '@/lib/data/schema';
import { queries } from '@/lib/data/queries';
import { useLiveQuery } from '@/lib/data/use-live-query';
import { Modal } from '../ui/modal';
import { OpeningDetail } from './opening-detail';
import { openingLocation, openingPath } from './opening-info';
import styles from './careers.module.css';

/** Careers modal threshold (spec section 9): at this width or narrower the detail opens in a modal. */
export const CAREERS_MODAL_MAX_WIDTH = 550;
const NARROW = `(max-width: ${CAREERS_MODAL_MAX_WIDTH}px)`;

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW).matches;

/**
 * Current Openings, master/detail, live from the store. Each entry is a real link to the
 * opening's own page (works without JavaScript and can be shared); with JavaScript a plain
 * click selects it in place instead, and on narrow screens shows the detail in a modal.
 */
export function OpeningsBoard({ initial }: { initial: JobOpening[] }) {
  const openings = useLiveQuery(queries.jobOpenings(), initial);
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  const [selectedId, setSelectedId] = useState(initial[0]?.id);
  const [modalOpen, setModalOpen] = useState(false);

  if (openings.length === 0) return <p>{CAREERS.openings.empty}</p>;
  // A live update may remove the selected opening: fall back to the first.
  const selected = openings.find((opening) => opening.id === selectedId) ?? openings[0]!;

  const choose = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setSelectedId(id);
    if (narrow) setModalOpen(true);
  };

  return (
    <div className={styles.board}>
      <ul className={styles.master} aria-label={CAREERS.openings.heading}>
        {openings.map((opening) => (
          <li key={opening.id}>
            <a
              className={styles.masterItem}
              href={openingPath(opening.id)}
              aria-current={!narrow && opening.id === selected.id ? 'true' : undefined}
              onClick={(event) => choose(event, opening.id)}
            >
              <span className={styles.masterName}>{opening.name}</span>
              {openingLocation(opening) && <span className={styles.masterPlace}>{openingLocation(opening)!.label}</span>}
            </a>
          </li>
        ))}
      </ul>
      <section className={styles.pane} aria-labelledby="opening-title" data-testid="opening-detail">
        <h3 id="opening-title" className={styles.paneTitle}>
          {selected.name}
        </h3>
        <OpeningDetail opening={selected} level={4} secondary="permalink" />
      </section>
      <Modal open={modalOpen && narrow} onClose={() => setModalOpen(false)} title={selected.name}>
        <OpeningDetail opening={selected} level={3} secondary="permalink" />
      </Modal>
    </div>
  );
}
