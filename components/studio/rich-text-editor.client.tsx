'use client';
import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import form from '@/components/account/form.module.css';
import type { Options } from '@/lib/studio/fields';
import { captionOf, Thumb } from './image-picker.client';
import styles from './studio.module.css';

type Props = { initial: string; labelledBy: string; describedBy?: string; focus?: boolean; images?: Options; onChange: (html: string) => void };

/**
 * Tiptap (ProseMirror) with what an insight's body uses: headings, lists, links, quotes, tables
 * and images with alt text. Only what its schema knows survives a paste; the server cleans what
 * it keeps again (lib/html/sanitize.ts). Tiptap's core is driven directly, not through its React
 * bindings: those use all of react-dom, whose unused exports every public page would then carry.
 * Its CSS is the studio's own: an injected style element would need the page's nonce.
 */
export default function RichTextEditor({ initial, labelledBy, describedBy, focus = false, images, onChange }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // The toolbar shows what is active at the cursor: drawn again after each change.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const initialHtml = useRef(initial);
  const changed = useRef(onChange);
  const focusAtStart = useRef(focus);
  // Said when a paste brought images from elsewhere, which the site never shows (its policy keeps its own images only).
  const [leftOut, setLeftOut] = useState(0);
  const imageDialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    const instance = new Editor({
      element: host.current!,
      extensions: [
        StarterKit.configure({ heading: { levels: [2, 3, 4] }, codeBlock: false, link: false }),
        // A link ends where it ends: what is typed after it (a full stop) stays outside it. Tiptap
        // makes the mark inclusive whenever it autolinks, so that is turned off here.
        Link.extend({ inclusive: () => false }).configure({ openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], defaultProtocol: 'https' }),
        TableKit.configure({ table: { resizable: false } }),
        Image,
      ],
      content: initialHtml.current,
      injectCSS: false,
      // A refusal about the body puts the cursor in it.
      autofocus: focusAtStart.current ? 'start' : false,
      editorProps: {
        attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelledBy, class: styles.editor! },
        transformPastedHTML: (html) => {
          const { kept, dropped } = withSiteImagesOnly(html);
          setLeftOut(dropped);
          return kept;
        },
      },
      onCreate: ({ editor: created }) => setEditor(created),
      onUpdate: ({ editor: current }) => changed.current(current.getHTML()),
      onTransaction: redraw,
    });
    return () => instance.destroy();
  }, [labelledBy]);
  // A refusal about the body names it (set on the live editor: making it again would lose the text).
  useEffect(() => {
    const box = editor?.view.dom;
    if (!box) return;
    if (describedBy) {
      box.setAttribute('aria-describedby', describedBy);
      box.setAttribute('aria-invalid', 'true');
    } else {
      box.removeAttribute('aria-describedby');
      box.removeAttribute('aria-invalid');
    }
  }, [editor, describedBy]);
  return (
    <div className={styles.rich}>
      {editor && <Toolbar editor={editor} imageDialog={imageDialog} />}
      <div ref={host} />
      {editor && <ImageDialog dialog={imageDialog} images={images ?? { values: [] }} onPick={(src, alt) => editor.chain().focus().setImage({ src, alt }).run()} />}
      <p role="alert" className={styles.alert}>
        {leftOut > 0 ? `${leftOut === 1 ? 'An image' : `${leftOut} images`} from another site ${leftOut === 1 ? 'was' : 'were'} left out of the paste: the site shows only its own. Upload ${leftOut === 1 ? 'it' : 'them'} on the Images page, then add ${leftOut === 1 ? 'it' : 'them'} with the Image button.` : ''}
      </p>
    </div>
  );
}

/** The site's own images: its pictures and its uploads, by path (what the server's cleaning keeps). */
const SITE_IMAGE = /^\/(?:images|media)\//;

/** Pasted HTML without images from elsewhere (they would show broken here and be dropped on save), and how many went. */
function withSiteImagesOnly(html: string): { kept: string; dropped: number } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const foreign = [...doc.images].filter((image) => !SITE_IMAGE.test(image.getAttribute('src') ?? ''));
  foreign.forEach((image) => image.remove());
  return { kept: foreign.length ? doc.body.innerHTML : html, dropped: foreign.length };
}

const IMAGE_ALT_MISSING = 'Describe the image for readers who cannot see it (its alt text).';

/**
 * The body's Image button opens this: the newest uploads and the site's own pictures as
 * thumbnails, and the alt text the image goes in with (an upload's own, to change if the place
 * needs other words). Its controls have no names: nothing in it posts with the item's form.
 */
function ImageDialog({ dialog, images, onPick }: { dialog: RefObject<HTMLDialogElement | null>; images: Options; onPick: (src: string, alt: string) => void }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState('');
  const add = () => {
    if (!src) return setProblem('Choose an image.');
    if (!alt.trim()) return setProblem(IMAGE_ALT_MISSING);
    onPick(src, alt.trim());
    dialog.current?.close();
  };
  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${styles.pickerDialog}`}
      aria-labelledby="body-image-title"
      onClose={() => {
        setSrc('');
        setAlt('');
        setProblem('');
      }}
    >
      <h2 id="body-image-title" className={styles.dialogTitle}>
        Add an image
      </h2>
      {images.values.length === 0 ? (
        <p>No image is there to add yet: upload one on the Images page.</p>
      ) : (
        <div className={styles.choices}>
          {images.values.map((path) => (
            <button
              key={path}
              type="button"
              className={styles.choiceCard}
              aria-pressed={path === src}
              onClick={() => {
                setSrc(path);
                setAlt(images.labels?.[path] ?? '');
                setProblem('');
              }}
            >
              <Thumb src={path} />
              <span className={styles.pickedName}>{captionOf(path, images)}</span>
            </button>
          ))}
        </div>
      )}
      <div className={form.field}>
        <label className={form.label} htmlFor="body-image-alt">
          Alt text
        </label>
        <input
          id="body-image-alt"
          className={form.input}
          maxLength={300}
          value={alt}
          aria-describedby="body-image-alt-hint"
          onChange={(event) => setAlt(event.currentTarget.value)}
          // Enter adds the image: it must not submit the item's form around the dialog.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <span id="body-image-alt-hint" className={form.hint}>
          What the image shows here, for readers who cannot see it.
        </span>
      </div>
      <p role="alert" className={styles.alert}>
        {problem}
      </p>
      <div className={`${form.actions} ${styles.pickerActions}`}>
        <button type="button" className="button button-outline" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
        <button type="button" className="button" onClick={add}>
          Add image
        </button>
      </div>
    </dialog>
  );
}

function Toolbar({ editor, imageDialog }: { editor: Editor; imageDialog: RefObject<HTMLDialogElement | null> }) {
  const chain = () => editor.chain().focus();
  const active = (name: string, attributes?: Record<string, unknown>) => editor.isActive(name, attributes);
  const button = (label: string, pressed: boolean | undefined, run: () => void) => (
    <button type="button" className={styles.tool} aria-pressed={pressed} onClick={run}>
      {label}
    </button>
  );
  const link = active('link');
  return (
    <div role="toolbar" aria-label="Formatting" className={styles.toolbar}>
      {button('Heading', active('heading', { level: 2 }), () => chain().toggleHeading({ level: 2 }).run())}
      {button('Subheading', active('heading', { level: 3 }), () => chain().toggleHeading({ level: 3 }).run())}
      {button('Bold', active('bold'), () => chain().toggleBold().run())}
      {button('Italic', active('italic'), () => chain().toggleItalic().run())}
      {button('Bulleted list', active('bulletList'), () => chain().toggleBulletList().run())}
      {button('Numbered list', active('orderedList'), () => chain().toggleOrderedList().run())}
      {button('Quote', active('blockquote'), () => chain().toggleBlockquote().run())}
      {button('Link', link, () => {
        if (link) return void chain().unsetLink().run();
        const href = window.prompt('Link address (https://…, mailto:…, or a path on this site)');
        if (href) chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
      })}
      {button('Image', undefined, () => imageDialog.current?.showModal())}
      {active('table')
        ? button('Remove table', undefined, () => chain().deleteTable().run())
        : button('Table', undefined, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
      {button('Undo', undefined, () => chain().undo().run())}
      {button('Redo', undefined, () => chain().redo().run())}
    </div>
  );
}
