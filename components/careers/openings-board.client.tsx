'use client';
import { useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { loadOnce } from '@/lib/lazy';
import type { Modal as ModalType } from '../ui/modal.client';
import styles from './careers.module.css';

// Only a narrow screen opens the modal, and only on a choice: its code loads then.
const loadModal = loadOnce(() => import('../ui/modal.client').then((module) => module.Modal));

/** Careers modal threshold (spec section 9): at this width or narrower the detail opens in a modal. */
const CAREERS_MODAL_MAX_WIDTH = 550;
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
  const [Modal, setModal] = useState<typeof ModalType | null>(null);
  // A live update may remove the selected opening: fall back to the first.
  const selected = items.find((item) => item.id === selectedId) ?? items[0]!;

  const choose = (event: MouseEvent<HTMLAnchorElement>, item: BoardItem) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setSelectedId(item.id);
    if (!narrow) return;
    loadModal().then(
      (loaded) => {
        setModal(() => loaded);
        setModalOpen(true);
      },
      // Offline, with the modal's code not yet here: the opening's own page instead.
      () => window.location.assign(item.href),
    );
  };

  return (
    <div className={styles.board}>
      <ul className={styles.master} aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>
            <a className={styles.masterItem} href={item.href} aria-current={!narrow && item.id === selected.id ? 'true' : undefined} onClick={(event) => choose(event, item)}>
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
      {Modal && (
        <Modal open={modalOpen && narrow} onClose={() => setModalOpen(false)} title={selected.name} titleLevel={3}>
          {selected.detail}
        </Modal>
      )}
    </div>
  );
}
