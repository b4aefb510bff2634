import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh directory for one test's SQLite file, removed by `remove()`. */
export function tempDbPath(): { file: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-accounts-'));
  return { file: path.join(dir, 'site.db'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
