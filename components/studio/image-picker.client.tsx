'use client';
import { useState } from 'react';
import form from '@/components/account/form.module.css';
import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import type { FieldView, Options } from '@/lib/studio/fields';
import styles from './studio.module.css';

/** What a picture is called: an upload by its alt text, the site's own by its file's name. */
export const captionOf = (path: string, options?: Options) => options?.labels?.[path] ?? path.split('/').pop() ?? path;

/** A picture at thumbnail size, whole (letterboxed, never cropped). SVG logos are shown as they are. */
export function Thumb({ src }: { src: string }) {
  return (
    <span className={styles.thumbBox}>
      <Image src={src} alt="" fill sizes="160px" unoptimized={src.endsWith('.svg')} className={styles.thumbFit} />
    </span>
  );
}

type Props = { field: FieldView; value: string; error?: string; focus: boolean; describedBy?: string; children?: React.ReactNode };

/**
 * An image field: the chosen picture beside a button that opens a dialog of thumbnails to pick
 * from (the newest uploads, then the site's own). The thumbnails are radio buttons of the item's
 * form, so a choice posts with it before any script runs; the dialog opens and closes through
 * Invoker Commands, and its images load only once it is open.
 */
export function ImagePicker({ field, value, error, focus, describedBy, children }: Props) {
  const { name, label, allowNone, options } = field;
  const [chosen, setChosen] = useState(value);
  const offered = options?.values ?? [];
  // A stored choice that is no longer among the newest offered is still shown, and stays chosen.
  const all = value && !offered.includes(value) ? [value, ...offered] : offered;
  const dialog = `pick-${name}`;
  return (
    <fieldset className={`${form.field} ${styles.picker}`} data-field={name} id={`field-${name}`} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={form.label}>{label}</legend>
      <div className={styles.picked}>
        {chosen ? <Thumb src={chosen} /> : <span className={`${styles.thumbBox} ${styles.noPicture}`}>None</span>}
        <span className={styles.pickedName}>{chosen ? captionOf(chosen, options) : 'None chosen'}</span>
        <button id={`item-${name}`} type="button" className="button button-outline" commandfor={dialog} command="show-modal" autoFocus={focus}>
          Choose {label.toLowerCase()}
        </button>
      </div>
      {children}
      <dialog id={dialog} className={`${styles.dialog} ${styles.pickerDialog}`} aria-labelledby={`${dialog}-title`}>
        <h2 id={`${dialog}-title`} className={styles.dialogTitle}>
          Choose the {label.toLowerCase()}
        </h2>
        <div className={styles.choices}>
          {allowNone && (
            <label className={styles.choiceCard}>
              <input type="radio" name={name} value="" defaultChecked={value === ''} onChange={() => setChosen('')} />
              <span className={`${styles.thumbBox} ${styles.noPicture}`}>None</span>
              <span>None</span>
            </label>
          )}
          {all.map((path) => (
            <label key={path} className={styles.choiceCard}>
              <input type="radio" name={name} value={path} defaultChecked={path === value} onChange={() => setChosen(path)} />
              <Thumb src={path} />
              <span className={styles.pickedName}>{captionOf(path, options)}</span>
            </label>
          ))}
        </div>
        <p className={form.hint}>
          To add one, upload it on the{' '}
          <Link href="/studio/images" target="_blank">
            Images page
          </Link>{' '}
          (in a new tab), then reload this page to see it here.
        </p>
        <div className={`${form.actions} ${styles.pickerActions}`}>
          <button type="button" className="button" commandfor={dialog} command="close">
            Done
          </button>
        </div>
      </dialog>
    </fieldset>
  );
}
