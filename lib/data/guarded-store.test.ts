import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GENERIC_FAILURE, isAppError, visitorMessage } from '../errors';
import { guardStore, toStoreError } from './guarded-store';
import { queries } from './queries';
import { createSqliteStore } from './sqlite';
import { StoreError } from './store';

describe('store failures surface as StoreError', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guarded-store-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('opening a directory as the database fails with a typed, invisible error', () => {
    let caught: unknown;
    try {
      createSqliteStore(dir);
    } catch (error) {
      caught = toStoreError('open', error);
    }
    expect(caught).toBeInstanceOf(StoreError);
    expect((caught as StoreError).code).toBe('store_unavailable');
    expect((caught as StoreError).visible).toBe(false);
    expect(visitorMessage(caught)).toBe(GENERIC_FAILURE);
    expect(String((caught as StoreError).cause)).toMatch(/SqliteError|directory|unable to open/i);
  });

  test('reads and writes on a broken store reject with StoreError, nothing is half-written', async () => {
    const inner = createSqliteStore(path.join(dir, 'site.db'));
    const store = guardStore(inner);
    expect(await store.create('subscribers', 'a', { email: 'a@example.com' })).toBe(true);
    await inner.close(); // the driver now throws "The database connection is not open"
    await expect(store.list(queries.homeNews())).rejects.toBeInstanceOf(StoreError);
    await expect(store.count(queries.homeNews())).rejects.toBeInstanceOf(StoreError);
    await expect(store.get('news', 'x')).rejects.toBeInstanceOf(StoreError);
    await expect(store.create('subscribers', 'b', { email: 'b@example.com' })).rejects.toBeInstanceOf(StoreError);
    await expect(store.set('queries', 'q', { question: 'x' })).rejects.toBeInstanceOf(StoreError);
    await expect(store.update('queries', 'q', { question: 'y' })).rejects.toBeInstanceOf(StoreError);
    expect(() => store.follow('news', new Date(), () => {})).toThrow(StoreError);
    expect(() => store.watch(queries.homeNews(), () => {})).toThrow(StoreError);

    const reopened = createSqliteStore(path.join(dir, 'site.db'));
    expect((await reopened.get('subscribers', 'a'))?.email).toBe('a@example.com');
    expect(await reopened.get('subscribers', 'b')).toBeNull();
    await reopened.close();
  });

  test('an AppError from inside passes through unchanged', () => {
    const original = new StoreError('already typed');
    expect(toStoreError('list', original)).toBe(original);
    expect(isAppError(toStoreError('list', new TypeError('x')))).toBe(true);
  });
});
