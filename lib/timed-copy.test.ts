import { timedCopy } from './timed-copy';

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('a copy is reused while young enough and loaded again once older; callers share one load', async () => {
  let clock = 0;
  let loads = 0;
  const get = timedCopy(async () => ++loads, { now: () => clock });
  expect(await Promise.all([get(1000), get(1000)])).toEqual([1, 1]);
  clock = 500;
  expect(await get(1000)).toBe(1);
  expect(await get(100)).toBe(2); // a caller wanting a fresher copy gets one
  clock = 2000;
  expect(await Promise.all([get(1000), get(1000)])).toEqual([3, 3]);
  expect(loads).toBe(3);
});

test('serveStale: the old copy answers while the new one loads', async () => {
  let clock = 0;
  let loads = 0;
  const get = timedCopy(async () => ++loads, { serveStale: true, now: () => clock });
  expect(await get(1000)).toBe(1); // the first load of all is awaited
  clock = 1500;
  expect(await get(1000)).toBe(1);
  await settle();
  expect(await get(1000)).toBe(2);
  expect(loads).toBe(2);
});

test('a failed load is not kept: its callers see the failure (or the old copy with serveStale), the next call loads again', async () => {
  let clock = 0;
  let fail = false;
  const load = jest.fn(async () => {
    if (fail) throw new Error('store down');
    return 'copy';
  });
  const strict = timedCopy(load, { now: () => clock });
  const stale = timedCopy(load, { serveStale: true, now: () => clock });
  await strict(10);
  await stale(10);
  fail = true;
  clock = 100;
  await expect(strict(10)).rejects.toThrow('store down');
  expect(await stale(10)).toBe('copy');
  await settle();
  fail = false;
  expect(await strict(10)).toBe('copy');
  expect(load).toHaveBeenCalledTimes(5);
});
