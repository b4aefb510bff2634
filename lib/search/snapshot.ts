import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { getStorage } from 'firebase-admin/storage';
import type { DocOf } from '../data/schema';
import { SEARCHED_COLLECTIONS, searchDocOf } from './documents';
import { SEARCH_SCHEMA } from './fts';

/**
 * The search index as a file the instances share: built once, then each instance starts from it and
 * follows the store from the moment it covers, instead of reading every searched document
 * (lib/search/replica.ts). A folder beside the store locally, Cloud Storage in Firebase mode.
 */

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** A snapshot on the shelf: the moment it covers and its packed (gzip) bytes. */
type Snapshot = { covers: Date; open(): Readable };

/** Where the instances keep the snapshot. Only whole files are ever seen: a reader never meets half of one. */
export interface SnapshotShelf {
  /** The newest snapshot of this index format, or null when there is none. */
  latest(format: string): Promise<Snapshot | null>;
  /** Keeps `packed` as the snapshot of this format covering `covers`, and drops the older ones. */
  put(format: string, covers: Date, packed: Readable): Promise<void>;
}

/**
 * How old a snapshot an instance starts from at most. The store's change log reaches back a day
 * (SQLite keeps a day of it), so a snapshot is followed from well inside it; the scheduler writes
 * one every hour. An older one, or none, and the instance walks the store as before.
 */
export const SNAPSHOT_FRESH_MS = 12 * 3_600_000;

/**
 * The index's format: a hash of its tables and of what it makes of a sample of each searched
 * collection, so a snapshot written by a release that indexes differently is never loaded.
 */
export const SNAPSHOT_FORMAT = (() => {
  const text = `${'Sample words. '.repeat(200)}<p>With markup.</p>`;
  const samples: { [C in (typeof SEARCHED_COLLECTIONS)[number]]: DocOf<C> } = {
    blogs: { id: 'b', heading: 'Heading', short: 'Short', description: text, date: '2026-01-01T00:00:00.000Z', formerHeadings: ['Old'], slug: 'slug' } as DocOf<'blogs'>,
    news: { id: 'n', heading: 'Heading', desc: text, date: '2026-01-01T00:00:00.000Z' } as DocOf<'news'>,
    events: { id: 'e', heading: 'Heading', description: text, date: '2026-01-01T00:00:00.000Z' } as DocOf<'events'>,
    job_openings: { id: 'j', name: 'Name', overview: text, responsibilities: ['One'], requiredQualifications: ['Two'], location: 'Place', country: 'Land' } as DocOf<'job_openings'>,
  };
  const indexed = SEARCHED_COLLECTIONS.map((collection) => searchDocOf(collection, samples[collection] as never));
  return createHash('sha256').update(SEARCH_SCHEMA).update(JSON.stringify(indexed)).digest('hex').slice(0, 16);
})();

/**
 * Unpacks the newest snapshot fresh at `now` into `file`. Resolves to the moment it covers, or to
 * null when there is none fresh enough (the caller walks the store instead).
 */
export async function loadSnapshot(shelf: SnapshotShelf, file: string, now: number): Promise<Date | null> {
  const snapshot = await shelf.latest(SNAPSHOT_FORMAT);
  if (!snapshot || now - snapshot.covers.getTime() > SNAPSHOT_FRESH_MS) return null;
  await pipeline(snapshot.open(), zlib.createGunzip(), fs.createWriteStream(file));
  return snapshot.covers;
}

/**
 * Writes the index file at `file` to the shelf as covering `covers`, packed as it is read. The
 * caller holds every write to the file until this resolves: no copy is made, which on Cloud Run
 * (whose disk is memory) would cost the index's size again.
 */
export async function saveSnapshot(shelf: SnapshotShelf, file: string, covers: Date): Promise<void> {
  const packed = zlib.createGzip({ level: 6 });
  // A failed read destroys `packed`, which fails the shelf's write too.
  await Promise.all([pipeline(fs.createReadStream(file), packed), shelf.put(SNAPSHOT_FORMAT, covers, packed)]);
}

const SNAPSHOT_FILE = /^search-([a-f0-9]+)-(\d+)\.db\.gz$/;

/**
 * A folder the instances share (beside the SQLite store): one file per snapshot, its format and
 * moment in its name. A snapshot older than `notBefore` (when the store's file was made) is of
 * another store that had the same name, and is never offered.
 */
export function folderShelf(dir: string, { notBefore = 0 } = {}): SnapshotShelf {
  const snapshots = async () => {
    const names = await fs.promises.readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    return names.flatMap((name) => {
      const match = SNAPSHOT_FILE.exec(name);
      return match ? [{ name, format: match[1]!, covers: Number(match[2]) }] : [];
    });
  };
  return {
    async latest(format) {
      const newest = (await snapshots()).filter((s) => s.format === format && s.covers >= notBefore).sort((a, b) => b.covers - a.covers)[0];
      return newest ? { covers: new Date(newest.covers), open: () => fs.createReadStream(path.join(dir, newest.name)) } : null;
    },
    async put(format, covers, packed) {
      await fs.promises.mkdir(dir, { recursive: true });
      const name = `search-${format}-${covers.getTime()}.db.gz`;
      // Written whole under a temporary name, then renamed: a reader never sees half a file.
      const temporary = path.join(dir, `.${name}.${process.pid}.tmp`);
      await pipeline(packed, fs.createWriteStream(temporary));
      await fs.promises.rename(temporary, path.join(dir, name));
      for (const older of await snapshots()) if (older.name !== name && (older.format !== format || older.covers < covers.getTime())) await fs.promises.rm(path.join(dir, older.name), { force: true });
    },
  };
}

/** The project's Cloud Storage bucket, under `search/`: one object per format, the moment it covers in its metadata. */
export function bucketShelf(bucket: Bucket): SnapshotShelf {
  const object = (format: string) => bucket.file(`search/index-${format}.db.gz`);
  return {
    async latest(format) {
      const file = object(format);
      const [metadata] = await file.getMetadata().catch((error: { code?: number }) => {
        if (error.code === 404) return [null];
        throw error;
      });
      if (!metadata) return null;
      const covers = Number(metadata.metadata?.covers);
      // Read at the generation whose moment was read: a newer upload meanwhile is not mixed in.
      return Number.isFinite(covers) ? { covers: new Date(covers), open: () => bucket.file(file.name, { generation: metadata.generation }).createReadStream() } : null;
    },
    async put(format, covers, packed) {
      // An upload replaces the object whole when it completes.
      await pipeline(packed, object(format).createWriteStream({ resumable: false, contentType: 'application/gzip', metadata: { metadata: { covers: String(covers.getTime()) } } }));
      const [files] = await bucket.getFiles({ prefix: 'search/' });
      await Promise.all(files.filter((file) => file.name !== object(format).name).map((file) => file.delete({ ignoreNotFound: true })));
    },
  };
}
