import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Store } from '../data/store';
import { STORE_HARNESSES, type StoreHarness } from '@/tests/support/store-harness';
import { openItem, saveItem } from '../studio/versions';
import { publishItem } from '../studio/workflow';
import { localFiles, type MediaFiles } from './files';
import { storeUpload, uploadedAlt, uploadedImages } from './uploads';

const T0 = Date.parse('2026-11-29T09:00:00Z');
const photo = (colour: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg().toBuffer();

describe.each(STORE_HARNESSES)('uploaded images over the %s store', (_name, harness) => {
  let h: StoreHarness;
  let store: Store;
  let dir: string;
  let files: MediaFiles;
  beforeEach(async () => {
    h = harness();
    store = await h.make();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-'));
    files = localFiles(dir);
  });
  afterEach(async () => {
    await h.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('an upload keeps its bytes and its record; the list is newest first; the same picture again is one image', async () => {
    const first = await storeUpload(store, files, await photo('#5fad56'), ' A green field ', { by: 'Ann', at: T0 });
    const second = await storeUpload(store, files, await photo('#0f4061'), 'A blue sea', { by: 'Bob', at: T0 + 1000 });
    if (!first.ok || !second.ok) throw new Error('refused');
    expect((await sharp((await files.get(first.name))!).metadata()).format).toBe('webp');
    expect((await uploadedImages(store, 10)).map((image) => [image.id, image.alt, image.by, image.width])).toEqual([
      [second.name, 'A blue sea', 'Bob', 64],
      [first.name, 'A green field', 'Ann', 64],
    ]);
    const again = await storeUpload(store, files, await photo('#5fad56'), 'A green field, renamed', { by: 'Cy', at: T0 + 2000 });
    expect(again).toEqual({ ok: true, name: first.name });
    expect((await uploadedImages(store, 10)).map((image) => image.alt)).toEqual(['A green field, renamed', 'A blue sea']);
    expect(fs.readdirSync(dir).sort()).toEqual([first.name, second.name].sort());
  });

  test('a refused upload keeps nothing', async () => {
    expect(await storeUpload(store, files, await photo('#5fad56'), '  ', { by: 'Ann', at: T0 })).toEqual({ ok: false, problem: 'altMissing' });
    expect(await storeUpload(store, files, Buffer.from('<svg/>'), 'A picture', { by: 'Ann', at: T0 })).toEqual({ ok: false, problem: 'notImage' });
    expect(await uploadedImages(store, 10)).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(await files.get('0'.repeat(32) + '.webp')).toBeNull();
  });

  test('an insight given an upload without alt text of its own takes the upload’s, on its public page too', async () => {
    const upload = await storeUpload(store, files, await photo('#ff9b42'), 'An orange furnace', { by: 'Ann', at: T0 });
    if (!upload.ok) throw new Error('refused');
    const image = `/media/${upload.name}`;
    expect(await uploadedAlt(store, image)).toBe('An orange furnace');
    expect(await uploadedAlt(store, '/images/blogs/bio-based-surfactants.jpg')).toBe('');
    const insight = { kind: 'insight', heading: 'Furnaces', summary: '', body: '<p>x</p>', vertical: 'Mobility', topic: 'Mobility', type: 'Article', author: 'Laura Jansen', image, imageAlt: '', spotlight: false, segment: '', metaTitle: '', metaDescription: '', socialImage: '' } as const;
    await saveItem(store, 'b-furnace', 0, insight, { by: 'Ann', at: T0 });
    expect((await openItem(store, 'insight', 'b-furnace'))!.content).toMatchObject({ image, imageAlt: 'An orange furnace' });
    await publishItem(store, 'b-furnace', 1, { ...insight, imageAlt: 'A furnace, glowing' }, { by: 'Pat', at: T0 + 1000 });
    expect(await store.get('blogs', 'b-furnace')).toMatchObject({ image, imageAlt: 'A furnace, glowing' });
  });
});
