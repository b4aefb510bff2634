import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT } from './compile-hints';

describe('addCompileHints', () => {
  let dist: string;

  beforeEach(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'hints-'));
    await fs.mkdir(path.join(dist, 'static/chunks'), { recursive: true });
    const manifest = { rootMainFiles: ['static/chunks/framework.js', 'static/chunks/runtime.js'], polyfillFiles: ['static/chunks/polyfills.js'] };
    await fs.writeFile(path.join(dist, 'build-manifest.json'), JSON.stringify(manifest));
    await fs.writeFile(path.join(dist, 'static/chunks/framework.js'), 'a();\nb();');
    await fs.writeFile(path.join(dist, 'static/chunks/framework.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }));
    await fs.writeFile(path.join(dist, 'static/chunks/runtime.js'), 'c();');
    await fs.writeFile(path.join(dist, 'static/chunks/runtime.js.map'), JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }] }));
    await fs.writeFile(path.join(dist, 'static/chunks/polyfills.js'), 'p();');
    await fs.writeFile(path.join(dist, 'static/chunks/page.js'), 'd();');
  });

  afterEach(() => fs.rm(dist, { recursive: true, force: true }));

  const read = (file: string) => fs.readFile(path.join(dist, 'static/chunks', file), 'utf8');

  it('puts the hint on the first line of the framework chunks, and only there', async () => {
    expect(await addCompileHints(dist)).toEqual(['static/chunks/framework.js', 'static/chunks/runtime.js']);
    expect(await read('framework.js')).toBe(`${COMPILE_HINT}a();\nb();`);
    expect(await read('runtime.js')).toBe(`${COMPILE_HINT}c();`);
    expect(await read('polyfills.js')).toBe('p();');
    expect(await read('page.js')).toBe('d();');
  });

  it('shifts source maps by the added line, plain and sectioned', async () => {
    await addCompileHints(dist);
    expect(JSON.parse(await read('framework.js.map')).mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(await read('runtime.js.map')).sections[0].offset).toEqual({ line: 1, column: 0 });
  });

  it('is idempotent: a second run changes nothing', async () => {
    await addCompileHints(dist);
    await addCompileHints(dist);
    expect(await read('framework.js')).toBe(`${COMPILE_HINT}a();\nb();`);
    expect(JSON.parse(await read('framework.js.map')).mappings).toBe(';AAAA;AACA');
  });
});
