import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Bounded run of bench/durability.mjs (the full run is 5 rounds x 8 writers, see
 * bench/results/reliability.md): writers through lib/data's SQLite adapter, killed with SIGKILL
 * mid-write; every acknowledged write must survive and the integrity check must pass.
 */
type Summary = { acked: number; stored: number; lost: number; duplicated: number; integrityOk: boolean; results: { integrity: string }[] };

test('2 rounds x 4 writers killed after 1.5 s lose no acknowledged write and leave an intact database', () => {
  const root = path.join(__dirname, '..');
  const output = execFileSync(
    process.execPath,
    ['bench/durability.mjs', '--rounds', '2', '--writers', '4', '--ms', '1500', '--file', `.data/durability-jest-${process.pid}.db`, '--json'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 150_000 },
  );
  const summary = JSON.parse(output.trim().split('\n').at(-1)!) as Summary;
  expect(summary.acked).toBeGreaterThan(100);
  expect(summary.stored).toBeGreaterThanOrEqual(summary.acked);
  expect(summary.lost).toBe(0);
  expect(summary.duplicated).toBe(0);
  expect(summary.integrityOk).toBe(true);
  expect(summary.results.map((r) => r.integrity)).toEqual(['ok', 'ok']);
}, 180_000);
