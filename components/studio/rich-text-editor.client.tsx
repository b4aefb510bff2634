'use client';
import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useReducer, useRef, useState } from 'react';
import styles from './studio.module.css';

type Props = { initial: string; labelledBy: string; describedBy?: string; focus?: boolean; onChange: (html: string) => void };

/**
 * Tiptap (ProseMirror) with what an insight's body uses: headings, lists, links, quotes, tables
 * and images with alt text. Only what its schema knows survives a paste; the server cleans what
 * it keeps again (lib/html/sanitize.ts). Tiptap's core is driven directly, not through its React
 * bindings: those use all of react-dom, whose unused exports every public page would then carry.
 * Its CSS is the studio's own: an injected style element would need the page's nonce.
 */
export default function RichTextEditor({ initial, labelledBy, describedBy, focus = false, onChange }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // The toolbar shows what is active at the cursor: drawn again after each change.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const initialHtml = useRef(initial);
  const changed = useRef(onChange);
  const focusAtStart = useRef(focus);
  // Said when a paste brought images from elsewhere, which the site never shows (its policy keeps its own images only).
  const [leftOut, setLeftOut] = useState(0);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    const instance = new Editor({
      element: host.current!,
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3, 4] },
          codeBlock: false,
          link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
        }),
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
      {editor && <Toolbar editor={editor} />}
      <div ref={host} />
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

function Toolbar({ editor }: { editor: Editor }) {
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
      {button('Image', undefined, () => {
        const src = window.prompt('Image path on this site (/images/…)');
        if (!src) return;
        const alt = window.prompt('Describe the image for readers who cannot see it (alt text)');
        if (alt?.trim()) chain().setImage({ src: src.trim(), alt: alt.trim() }).run();
      })}
      {active('table')
        ? button('Remove table', undefined, () => chain().deleteTable().run())
        : button('Table', undefined, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
      {button('Undo', undefined, () => chain().undo().run())}
      {button('Redo', undefined, () => chain().redo().run())}
    </div>
  );
}
