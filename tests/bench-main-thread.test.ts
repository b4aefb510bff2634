import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * bench/main-thread.mjs charges each profiler sample to the Turbopack module that holds it. Run
 * in Node against a build laid out as Next writes one: a client-reference manifest naming a
 * module, and a chunk in Turbopack's `[script, id, factory, ...]` form.
 */
const CHUNK =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,' +
  '11,e=>{"use strict";e.s(["Menu",0,function(){return 1}])},\n' +
  '22,e=>{"use strict";var t=globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__;e.s(["hydrateRoot",0,function(){return t}])},' +
  '33,e=>{"use strict";e.s(["other",0,function(){return 3}])}]);';

let build: string;

beforeAll(() => {
  build = fs.mkdtempSync(path.join(os.tmpdir(), 'main-thread-'));
  fs.mkdirSync(path.join(build, 'server/app/events'), { recursive: true });
  fs.writeFileSync(
    path.join(build, 'server/app/events/page_client-reference-manifest.js'),
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
      `globalThis.__RSC_MANIFEST["/events/page"] = ${JSON.stringify({ clientModules: { '[project]/components/layout/menu.client.tsx <module evaluation>': { id: 11, chunks: [] } } })};`,
  );
  fs.mkdirSync(path.join(build, 'static/chunks'), { recursive: true });
  fs.writeFileSync(path.join(build, 'static/chunks/abc.js'), CHUNK);
});

afterAll(() => fs.rmSync(build, { recursive: true, force: true }));

/** The names `attributor(build)` gives each [url, line, column]. */
function attribute(positions: [string, number, number][]): string[] {
  const script = `
    import { attributor } from ${JSON.stringify(path.join(__dirname, '../bench/main-thread.mjs'))};
    const attribute = attributor(${JSON.stringify(build)});
    console.log(JSON.stringify(${JSON.stringify(positions)}.map(([url, line, column]) => attribute(url, line, column))));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

const at = (text: string, line = 0) => (CHUNK.split('\n')[line] ?? '').indexOf(text);
const url = 'http://127.0.0.1:3000/_next/static/chunks/abc.js';

test('a sample in a client component is charged to its source file, as the manifest names it', () => {
  expect(attribute([[url, 0, at('return 1')]])).toEqual(['components/layout/menu.client.tsx']);
});

test("a module the manifests do not name is known by its code, or by its chunk and id", () => {
  expect(attribute([[url, 1, at('return t', 1)], [url, 1, at('return 3', 1)]])).toEqual(['react-dom', 'abc.js #33']);
});

test('outside any module factory, and outside the build, the file is the unit', () => {
  expect(attribute([[url, 0, 0], ['http://127.0.0.1:3000/events', 3, 10]])).toEqual(['abc.js', 'events']);
});
