import { deferredScripts, deferScripts } from './defer-scripts.mjs';

// The shape Next 16 writes: async chunk scripts in the head and after the content, a
// low-priority preload for the bootstrap chunk, the legacy polyfill as nomodule.
const PAGE = [
  '<!DOCTYPE html><html lang="en-GB"><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '<link rel="preload" as="image" href="/hero.jpg"/>',
  '</head><body><main><h1>Title</h1></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '</body></html>',
].join('');

/** Runs the page's inline loader against a stand-in window and document; returns what it added. */
function runLoader(html: string) {
  const loader = /<script>(addEventListener[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader');
  const listeners: Record<string, () => void> = {};
  const added: { src: string; async: boolean }[] = [];
  const document = { createElement: () => ({ src: '', async: false }), head: { appendChild: (element: { src: string; async: boolean }) => added.push(element) } };
  new Function('addEventListener', 'document', loader)((type: string, listener: () => void) => (listeners[type] = listener), document);
  return { added, load: () => listeners.load?.() };
}

describe('deferScripts', () => {
  it('replaces the chunk scripts and their preloads with a loader at the end of the body', () => {
    const html = deferScripts(PAGE);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toMatch(/<script>addEventListener\("load"[^<]*<\/script><\/body><\/html>$/);
    // Everything else stays where it was: styles, the image preload, the polyfill, the inline payload.
    for (const kept of ['a.css', 'legacy.js" noModule', 'as="image"', 'self.__next_f', '<h1>Title</h1>']) expect(html).toContain(kept);
  });

  it('adds the same scripts, in order and async, only once the window has loaded', () => {
    const { added, load } = runLoader(deferScripts(PAGE));
    expect(added).toEqual([]);
    load();
    expect(added).toEqual([
      { src: '/_next/static/chunks/main.js', async: true },
      { src: '/_next/static/chunks/turbopack-x.js', async: true },
      { src: '/_next/static/chunks/boot.js', async: true },
    ]);
  });

  it("reads the loader's scripts back, for whoever counts a page's first load", () => {
    expect(deferredScripts(deferScripts(PAGE))).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/turbopack-x.js', '/_next/static/chunks/boot.js']);
    expect(deferredScripts(PAGE)).toEqual([]);
  });

  it('leaves a page without chunk scripts, or without a body end, as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
    const cut = '<html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body><p>Hi';
    expect(deferScripts(cut)).toBe(cut);
  });

  it('touches no other script: external, inline or with other attributes', () => {
    const other = '<html><head><script src="https://example.com/x.js" async=""></script><script src="/_next/static/chunks/n.js" async="" nonce="abc"></script></head><body></body></html>';
    expect(deferScripts(other)).toBe(other);
  });
});
