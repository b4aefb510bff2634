'use client';
import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import form from '@/components/account/form.module.css';
import type { Options } from '@/lib/studio/fields';
import styles from './studio.module.css';

// The editor library loads only here, once the page is interactive: never on a public page, and
// the form works (as HTML in the text area) before and without it.
const RichTextEditor = lazy(() => import('./rich-text-editor.client'));

const subscribeNothing = () => () => {};

/**
 * The HTML of an item (an insight's body, an event's description): a text area of HTML, which
 * posts with the form as it is. Once the page has its scripts, a rich-text editor takes its
 * place and writes its HTML back to the text area on every change, so the form posts the same
 * field either way.
 */
export function BodyField({ name, label, defaultValue, invalid, focus, images }: { name: string; label: string; defaultValue: string; invalid: boolean; focus: boolean; images?: Options }) {
  const area = useRef<HTMLTextAreaElement>(null);
  // False in the server's HTML and while hydrating, true once the page runs its scripts.
  const rich = useSyncExternalStore(subscribeNothing, () => true, () => false);
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={`item-${name}`} id={`item-${name}-label`}>
        {rich ? label : `${label} (HTML)`}
      </label>
      <textarea
        id={`item-${name}`}
        ref={area}
        name={name}
        defaultValue={defaultValue}
        className={`${form.textarea} ${styles.body}`}
        rows={16}
        hidden={rich}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `item-${name}-error` : undefined}
        autoFocus={focus && !rich}
      />
      {rich && (
        <Suspense fallback={<p className={styles.loading}>Loading the editor…</p>}>
          <RichTextEditor
            initial={defaultValue}
            labelledBy={`item-${name}-label`}
            describedBy={invalid ? `item-${name}-error` : undefined}
            focus={focus}
            images={images}
            onChange={(html) => {
              if (!area.current) return;
              area.current.value = html;
              // The form hears it as typing: the unsaved-changes guard and the autosave follow it.
              area.current.dispatchEvent(new Event('input', { bubbles: true }));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
