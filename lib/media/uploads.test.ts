import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Store } from '../data/store';
import { insightDraft } from '@/tests/contract/drafts';
import { STORE_HARNESSES, type StoreHarness } from '@/tests/support/store-harness';
import { openItem, saveItem } from '../studio/versions';
import { publishItem, withdrawItem } from '../studio/workflow';
import { localFiles, type MediaFiles } from './files';
import { mediaNamesIn } from './paths';
import { changeAlt, deleteUpload, itemsShowing, storeUpload, uploadedAlt, uploadedImages } from './uploads';

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
    const insight = insightDraft({ heading: 'Furnaces', body: '<p>x</p>', image });
    await saveItem(store, 'b-furnace', 0, insight, { by: 'Ann', at: T0 });
    expect((await openItem(store, 'insight', 'b-furnace'))!.content).toMatchObject({ image, imageAlt: 'An orange furnace' });
    await publishItem(store, 'b-furnace', 1, { ...insight, imageAlt: 'A furnace, glowing' }, { by: 'Pat', at: T0 + 1000 });
    expect(await store.get('blogs', 'b-furnace')).toMatchObject({ image, imageAlt: 'A furnace, glowing' });
  });

  test('an upload is used while a draft, the site or a schedule shows it, and only an unused one can be deleted', async () => {
    const a = await storeUpload(store, files, await photo('#ff9b42'), 'A furnace', { by: 'Ann', at: T0 });
    const b = await storeUpload(store, files, await photo('#0f4061'), 'A tank', { by: 'Ann', at: T0 + 1 });
    if (!a.ok || !b.ok) throw new Error('refused');
    const [first, second] = [`/media/${a.name}`, `/media/${b.name}`];
    const insight = insightDraft({ heading: 'Tanks', body: `<p>x</p><img src="${second}" alt="A tank">`, image: first });
    await publishItem(store, 'b-tanks', 0, insight, { by: 'Pat', at: T0 + 10 });
    const ids = async (name: string) => (await itemsShowing(store, name)).map((item) => item.id);
    expect([await ids(a.name), await ids(b.name)]).toEqual([['b-tanks'], ['b-tanks']]);
    // A new draft without the first picture: the site still shows it, so it is still used.
    await saveItem(store, 'b-tanks', 1, { ...insight, image: '' }, { by: 'Ann', at: T0 + 20 });
    expect(await ids(a.name)).toEqual(['b-tanks']);
    expect(await deleteUpload(store, files, a.name)).toMatchObject({ ok: false, problem: 'inUse' });
    expect(await files.get(a.name)).not.toBeNull();
    // Withdrawn, only the draft counts: the first picture is free, and goes.
    await withdrawItem(store, 'insight', 'b-tanks', { by: 'Pat', at: T0 + 30 });
    expect(await ids(a.name)).toEqual([]);
    expect(await deleteUpload(store, files, a.name)).toEqual({ ok: true });
    expect(await files.get(a.name)).toBeNull();
    expect((await uploadedImages(store, 10)).map((image) => image.id)).toEqual([b.name]);
    expect(await deleteUpload(store, files, a.name)).toMatchObject({ ok: false, problem: 'unknown' });
    expect(await ids(b.name)).toEqual(['b-tanks']);
  });

  test('alt text can be changed, and is refused empty or too long', async () => {
    const a = await storeUpload(store, files, await photo('#5fad56'), 'A field', { by: 'Ann', at: T0 });
    if (!a.ok) throw new Error('refused');
    expect(await changeAlt(store, a.name, '  A green   field at dawn ')).toEqual({ ok: true });
    expect(await uploadedAlt(store, `/media/${a.name}`)).toBe('A green field at dawn');
    expect(await changeAlt(store, a.name, ' ')).toEqual({ ok: false, problem: 'altMissing' });
    expect(await changeAlt(store, a.name, 'x'.repeat(301))).toEqual({ ok: false, problem: 'altTooLong' });
    expect(await changeAlt(store, 'f'.repeat(32) + '.webp', 'A ghost')).toEqual({ ok: false, problem: 'unknown' });
    expect(await uploadedAlt(store, `/media/${a.name}`)).toBe('A green field at dawn');
  });
});

test('the uploads a value shows are found in any field, the HTML of a body included, once each', () => {
  const name = `${'ab'.repeat(16)}.webp`;
  expect(mediaNamesIn({ image: `/media/${name}`, body: `<img src="/media/${name}" alt="x"><img src="/images/blogs/a.jpg">` }, null)).toEqual([name]);
  expect(mediaNamesIn({ body: '<img src="/media/short.webp">' })).toEqual([]);
});
