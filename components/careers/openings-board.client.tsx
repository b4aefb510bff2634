'use client';
import { useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { Modal } from '../ui/modal';
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

/** One entry of the list, with its detail already rendered (on the server, or by OpeningsView after a live update). */
export type BoardItem = {
  id: string;
  name: string;
  place?: string;
  href: string;
  /** The detail, shown beside the list or in the modal, below an h3 with the opening's name in both. */
  detail: ReactNode;
};

/**
 * Current Openings, master/detail. Each entry is a real link to the opening's own page (works
 * without JavaScript and can be shared); a plain click selects it in place instead, and on
 * narrow screens shows the detail in a modal. The details arrive rendered, so this island
 * carries the choosing only, not the openings' markup code.
 */
export function OpeningsBoard({ items, label }: { items: BoardItem[]; label: string }) {
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  const [selectedId, setSelectedId] = useState(items[0]?.id);
  const [modalOpen, setModalOpen] = useState(false);
  // A live update may remove the selected opening: fall back to the first.
  const selected = items.find((item) => item.id === selectedId) ?? items[0]!;

  const choose = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setSelectedId(id);
    if (narrow) setModalOpen(true);
  };

  return (
    <div className={styles.board}>
      <ul className={styles.master} aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>
            <a className={styles.masterItem} href={item.href} aria-current={!narrow && item.id === selected.id ? 'true' : undefined} onClick={(event) => choose(event, item.id)}>
              <span className={styles.masterName}>{item.name}</span>
              {item.place && <span className={styles.masterPlace}>{item.place}</span>}
            </a>
          </li>
        ))}
      </ul>
      <section className={styles.pane} aria-labelledby="opening-title" data-testid="opening-detail">
        <h3 id="opening-title" className={styles.paneTitle}>
          {selected.name}
        </h3>
        {selected.detail}
      </section>
      <Modal open={modalOpen && narrow} onClose={() => setModalOpen(false)} title={selected.name} titleLevel={3}>
        {selected.detail}
      </Modal>
    </div>
  );
}
