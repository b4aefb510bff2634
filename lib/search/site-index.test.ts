import type { SearchDoc } from './engine';
import { cachedIndex } from './site-index';

const doc = (id: string, title: string): SearchDoc => ({ id, kind: 'insight', title, text: '', url: `/x/${id}` });
const titles = async (index: ReturnType<ReturnType<typeof cachedIndex>>, q: string) => (await index).search(q).map((r) => r.id);

test('the index is rebuilt from the content once it is older than its age; the old one answers meanwhile', async () => {
  let content = [doc('a', 'Polymers')];
  let clock = 0;
  let loads = 0;
  const index = cachedIndex(
    async () => {
      loads += 1;
      return content;
    },
    { maxAge: 1000, now: () => clock },
  );
  expect(await titles(index(), 'polymers')).toEqual(['a']);
  content = [doc('a', 'Polymers'), doc('b', 'Polymers and coatings')];
  clock = 500;
  expect(await titles(index(), 'coatings')).toEqual([]); // still fresh: not rebuilt
  expect(loads).toBe(1);
  clock = 1500;
  expect(await titles(index(), 'coatings')).toEqual([]); // the old index answers while the new one builds
  await new Promise((resolve) => setImmediate(resolve));
  expect(await titles(index(), 'coatings')).toEqual(['b']);
  expect(loads).toBe(2);
});

test('a failed rebuild keeps the old index; the next search tries again', async () => {
  let fail = false;
  let clock = 0;
  const index = cachedIndex(
    async () => {
      if (fail) throw new Error('store down');
      return [doc('a', 'Polymers')];
    },
    { maxAge: 10, now: () => clock },
  );
  await index();
  fail = true;
  clock = 100;
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(await titles(index(), 'polymers')).toEqual(['a']);
  await new Promise((resolve) => setImmediate(resolve));
  expect(spy).toHaveBeenCalledWith('[search] index build failed: store down');
  fail = false;
  expect(await titles(index(), 'polymers')).toEqual(['a']);
  spy.mockRestore();
});
