#!/usr/bin/env node
/**
 * Crash durability of the embedded store: W writer processes write through lib/data's
 * SQLite adapter into one file and are killed with SIGKILL at random moments mid-write,
 * round after round on the same file (each round starts by recovering the previous crash).
 * After every round: PRAGMA integrity_check must be "ok" and every acknowledged write must
 * be in the database. Exit code 1 otherwise.
 *
 *   node bench/durability.mjs [--rounds 5] [--writers 8] [--min-ms 1000] [--max-ms 3000] [--file .data/durability.db] [--json]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]?.startsWith('--') || all[i + 1] === undefined ? 'true' : all[i + 1]]] : pairs), []),
);
const rounds = Number(args.rounds ?? 5);
const writers = Number(args.writers ?? 8);
const minMs = Number(args['min-ms'] ?? args.ms ?? 1000);
const maxMs = Number(args['max-ms'] ?? args.ms ?? 3000);
const file = path.resolve(root, args.file ?? '.data/durability.db');
const json = args.json === 'true';
const log = (line) => (json ? process.stderr : process.stdout).write(`${line}\n`);

for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
fs.mkdirSync(path.dirname(file), { recursive: true });

function startWriter(id, acks, errors, fails) {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'bench/durability-writer.ts', file, String(id)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffer = '';
  let stderr = '';
  const ready = new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        if (line === 'ready') resolve();
        else if (line.startsWith('ack ')) {
          const [, kind, key] = line.split(' ');
          acks[kind].push(key);
        } else if (line.startsWith('fail ')) {
          const [, kind, key, waited] = line.split(' ');
          fails.push({ kind, key, waited: Number(waited) });
        }
      }
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') return;
      // A writer that dies on its own hit an unexpected error: recorded, and it fails the run.
      errors.push(`writer ${id} exited (${code ?? signal}): ${stderr.trim()}`);
      resolve();
    });
  });
  const closed = new Promise((resolve) => child.on('close', resolve));
  return { child, ready, closed, stderr: () => stderr };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const results = [];
const acked = { subscribers: [], queries: [], comments: [] };

for (let round = 1; round <= rounds; round++) {
  const acks = { subscribers: [], queries: [], comments: [] };
  const errors = [];
  const fails = [];
  const procs = Array.from({ length: writers }, (_, i) => startWriter(`${round}.${i}`, acks, errors, fails));
  await Promise.all(procs.map((p) => p.ready));
  const started = Date.now();
  // Each writer dies at its own random moment inside [min, max] ms: mid-statement, mid-commit, mid-fsync.
  await Promise.all(
    procs.map(async (p) => {
      await sleep(minMs + Math.random() * (maxMs - minMs));
      if (p.child.exitCode === null) p.child.kill('SIGKILL');
      await p.closed;
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  for (const kind of Object.keys(acked)) acked[kind].push(...acks[kind]);

  const db = new Database(file, { timeout: 5000 });
  const integrity = db.pragma('integrity_check', { simple: true });
  const has = db.prepare('SELECT 1 FROM documents WHERE collection = ? AND id = ?');
  const rows = (collection) => db.prepare('SELECT count(*) AS n FROM documents WHERE collection = ?').get(collection).n;
  // Insight comments are documents under random ids: each acknowledged one is found by its text.
  const comments = new Map(
    db.prepare("SELECT json_extract(data, '$.comment') AS text, count(*) AS n FROM documents WHERE collection = 'insight_comments' GROUP BY text").all().map((row) => [row.text, row.n]),
  );
  const lost = [
    ...acked.subscribers.filter((id) => !has.get('subscribers', id)),
    ...acked.queries.filter((id) => !has.get('queries', id)),
    ...acked.comments.filter((id) => !comments.has(id)),
  ];
  const duplicated = [...comments.values()].filter((n) => n > 1).length;
  // A refused write must have left nothing behind.
  const halfWritten = fails.filter(({ kind, key }) => (kind === 'comments' ? comments.has(key) : has.get(kind, key))).length;
  const stored = rows('subscribers') + rows('queries') + rows('insight_comments');
  db.close();

  const roundAcks = acks.subscribers.length + acks.queries.length + acks.comments.length;
  const totalAcks = acked.subscribers.length + acked.queries.length + acked.comments.length;
  const result = { round, writers, seconds: Number(elapsed.toFixed(2)), acked: roundAcks, ackedTotal: totalAcks, storedTotal: stored, lost: lost.length, duplicated, refused: fails.length, refusedWaitMs: fails.map((f) => f.waited), halfWritten, writerErrors: errors.length, integrity, writesPerSecond: Math.round(roundAcks / elapsed) };
  results.push(result);
  log(`round ${round}: ${writers} writers killed after ${result.seconds}s, ${roundAcks} acked (${result.writesPerSecond}/s), total acked ${totalAcks}, stored ${stored}, lost ${lost.length}, duplicated ${duplicated}, refused (SQLITE_BUSY) ${fails.length}${fails.length ? ` after ${fails.map((f) => f.waited).join('/')} ms` : ''}, half-written ${halfWritten}, writer errors ${errors.length}, integrity ${integrity}`);
  for (const error of errors) log(`  ${error.split('\n').slice(0, 6).join('\n  ')}`);
  if (lost.length) log(`  lost: ${lost.slice(0, 10).join(', ')}${lost.length > 10 ? ' ...' : ''}`);
}

const summary = {
  rounds,
  writers,
  killWindowMs: [minMs, maxMs],
  acked: results.at(-1)?.ackedTotal ?? 0,
  stored: results.at(-1)?.storedTotal ?? 0,
  lost: results.reduce((n, r) => n + r.lost, 0),
  duplicated: results.at(-1)?.duplicated ?? 0,
  refused: results.reduce((n, r) => n + r.refused, 0),
  halfWritten: results.reduce((n, r) => n + r.halfWritten, 0),
  writerErrors: results.reduce((n, r) => n + r.writerErrors, 0),
  integrityOk: results.every((r) => r.integrity === 'ok'),
  meanWritesPerSecond: Math.round(results.reduce((n, r) => n + r.writesPerSecond, 0) / Math.max(1, results.length)),
  results,
};
if (json) process.stdout.write(`${JSON.stringify(summary)}\n`);
else log(`summary: ${summary.acked} acknowledged writes over ${rounds} rounds, ${summary.stored} stored, lost ${summary.lost}, duplicated ${summary.duplicated}, refused ${summary.refused} (half-written ${summary.halfWritten}), writer errors ${summary.writerErrors}, integrity ${summary.integrityOk ? 'ok' : 'FAILED'}`);
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
process.exit(summary.lost === 0 && summary.duplicated === 0 && summary.halfWritten === 0 && summary.writerErrors === 0 && summary.integrityOk ? 0 : 1);
