import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '../env';

/**
 * Where uploaded images' bytes live: Cloud Storage in Firebase mode (its emulator in tests), files
 * under MEDIA_DIR otherwise. Names are content hashes (lib/media/images.ts), so a file is written
 * once and never changes; it goes only when staff delete an upload nothing shows.
 */
export interface MediaFiles {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none of that name. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the file; nothing happens when there is none of that name. */
  remove(name: string): Promise<void>;
}

/** Files under a folder of the machine: one instance, or a folder the instances share. */
export function localFiles(dir: string): MediaFiles {
  return {
    async put(name, bytes) {
      await fs.mkdir(dir, { recursive: true });
      // Written whole under a temporary name, then renamed: a reader never sees half a file.
      const temporary = path.join(dir, `.${name}.${process.pid}.tmp`);
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, path.join(dir, name));
    },
    async get(name) {
      try {
        return await fs.readFile(path.join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await fs.rm(path.join(dir, name), { force: true });
    },
  };
}

/** The project's Cloud Storage bucket, under `uploads/`, through firebase-admin. */
async function storageFiles(): Promise<MediaFiles> {
  const bucket = await (await import('../data/firebase-admin')).adminBucket();
  return {
    async put(name, bytes, contentType) {
      await bucket.file(`uploads/${name}`).save(bytes, { resumable: false, contentType, metadata: { cacheControl: 'public, max-age=31536000, immutable' } });
    },
    async get(name) {
      try {
        const [bytes] = await bucket.file(`uploads/${name}`).download();
        return bytes;
      } catch (error) {
        if ((error as { code?: number }).code === 404) return null;
        throw error;
      }
    },
    async remove(name) {
      await bucket.file(`uploads/${name}`).delete({ ignoreNotFound: true });
    },
  };
}

let files: Promise<MediaFiles> | undefined;

/** This process's media files: MEDIA_STORE, else Cloud Storage in Firebase mode and files in local mode. */
export function getMediaFiles(): Promise<MediaFiles> {
  const e = env();
  const store = e.MEDIA_STORE ?? (e.SITE_BACKEND === 'firebase' ? 'storage' : 'files');
  files ??= store === 'storage' ? storageFiles() : Promise.resolve(localFiles(e.MEDIA_DIR));
  return files;
}
