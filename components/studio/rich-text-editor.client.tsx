'use client';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import styles from './studio.module.css';

type Props = { initial: string; labelledBy: string; onChange: (html: string) => void };

/**
 * Tiptap (ProseMirror) with what an insight's body uses: headings, lists, links, quotes, tables
 * and images with alt text. Only what its schema knows survives a paste; the server cleans what
 * it keeps again (lib/html/sanitize.ts). Its CSS is the studio's own: an injected style element
 * would need the page's nonce.
 */
export default function RichTextEditor({ initial, labelledBy, onChange }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
      }),
      TableKit.configure({ table: { resizable: false } }),
      Image,
    ],
    content: initial,
    injectCSS: false,
    immediatelyRender: false,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelledBy, class: styles.editor! } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  if (!editor) return null;
  return (
    <div className={styles.rich}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (label: string, pressed: boolean | undefined, run: () => void) => (
    <button type="button" className={styles.tool} aria-pressed={pressed} onClick={run}>
      {label}
    </button>
  );
  return (
    <div role="toolbar" aria-label="Formatting" className={styles.toolbar}>
      {button('Heading', state.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {button('Subheading', state.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {button('Bold', state.bold, () => chain().toggleBold().run())}
      {button('Italic', state.italic, () => chain().toggleItalic().run())}
      {button('Bulleted list', state.bullets, () => chain().toggleBulletList().run())}
      {button('Numbered list', state.numbers, () => chain().toggleOrderedList().run())}
      {button('Quote', state.quote, () => chain().toggleBlockquote().run())}
      {button('Link', state.link, () => {
        if (state.link) return void chain().unsetLink().run();
        const href = window.prompt('Link address (https://…, mailto:…, or a path on this site)');
        if (href) chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
      })}
      {button('Image', undefined, () => {
        const src = window.prompt('Image path on this site (/images/…)');
        if (!src) return;
        const alt = window.prompt('Describe the image for readers who cannot see it (alt text)');
        if (alt?.trim()) chain().setImage({ src: src.trim(), alt: alt.trim() }).run();
      })}
      {state.table
        ? button('Remove table', undefined, () => chain().deleteTable().run())
        : button('Table', undefined, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
      {button('Undo', undefined, () => chain().undo().run())}
      {button('Redo', undefined, () => chain().redo().run())}
    </div>
  );
}
