#!/usr/bin/env node
/**
 * Load test on loopback: C connections for D seconds against `next start` in local mode,
 * a mix of page reads and writes through the site's own server actions (subscribe, and
 * event comments when a signed-in session cookie is given). Passes when no response is a
 * 5xx, no connection fails, and every write the site accepted is in the store exactly once.
 *
 *   node bench/load.mjs --url http://127.0.0.1:3205 [--connections 50] [--duration 60]
 *        [--db .data/e2e.db] [--pages /,/news,...] [--session '<cookie name>=<value>'] [--json]
 *
 * Server actions are found in the build's manifest (.next/server/server-reference-manifest.json)
 * by exported name and invoked the way React's client does: POST to a page that uses the action,
 * header `Next-Action: <id>`, multipart body with the FormData fields prefixed `_1_` and the
 * argument list in field `0` (`[<previous state>, "$K1"]` for useActionState actions).
 * Options: --subscribe-action subscribe --subscribe-field email --subscribe-ok 'You have successfully subscribed!'
 *          --comment-action <name> --comment-fields 'comment=%s' --comment-ok 'Comment submitted successfully!'
 *          --state '{}' (previous state sent to useActionState actions; 'none' for plain form actions)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (argv[i + 1] ?? 'true');
};
const json = argv.includes('--json');
const log = (line) => (json ? process.stderr : process.stdout).write(`${line}\n`);

const base = new URL(opt('url', 'http://127.0.0.1:3205'));
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) {
  log(`Refusing to load ${base.host}: loopback only.`);
  process.exit(2);
}
const connections = Number(opt('connections', 50));
const duration = Number(opt('duration', 60));
const dbPath = path.resolve(root, opt('db', '.data/e2e.db'));
const state = opt('state', '{}');
// React 19.3's encodeReply names the entries of FormData argument 1 "_1_<field>" (captured from Chromium).
const fieldPrefix = opt('field-prefix', '_1_');
const session = opt('session', undefined);
const runId = crypto.randomBytes(4).toString('hex');
const SPEC_PAGES = ['/', '/login', '/about-us', '/careers', '/focus', '/capabilities', '/insights', '/news', '/events', '/news?page=2', '/events?page=2', '/api/health', '/images/logo.svg'];
const pages = opt('pages', SPEC_PAGES.join(',')).split(',');

/** Server actions of the build, by exported name, with a page route that can receive them. */
function findAction(pattern) {
  const manifestPath = path.join(root, '.next/server/server-reference-manifest.json');
  if (!fs.existsSync(manifestPath)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  for (const [id, action] of Object.entries(manifest.node ?? {})) {
    if (!pattern.test(action.exportedName ?? '')) continue;
    const routes = Object.keys(action.workers ?? {})
      .filter((w) => w.endsWith('/page') && !w.includes('['))
      .map((w) => w.replace(/^app/, '').replace(/\/page$/, '').replace(/\/\([^/]+\)/g, '') || '/');
    if (routes.length) return { id, name: action.exportedName, file: action.filename, route: routes[0] };
  }
  return null;
}

function actionBody(fields) {
  const boundary = `----load${crypto.randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${fieldPrefix}${k}"\r\n\r\n${v}\r\n`);
  const args = state === 'none' ? '["$K1"]' : `[${state},"$K1"]`;
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n${args}\r\n--${boundary}--\r\n`);
  return { body: parts.join(''), type: `multipart/form-data; boundary=${boundary}` };
}

function actionRequest(action, fields, cookie) {
  const { body, type } = actionBody(fields);
  return {
    method: 'POST',
    path: action.route,
    body,
    headers: {
      'content-type': type,
      accept: 'text/x-component',
      'next-action': action.id,
      origin: base.origin,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      ...(cookie ? { cookie } : {}),
    },
  };
}

const subscribe = findAction(new RegExp(`^${opt('subscribe-action', 'subscribe')}$`, 'i'));
const comment = session ? findAction(new RegExp(`^${opt('comment-action', 'submitEventComment|addEventComment|commentOnEvent|submitComment')}$`, 'i')) : null;
const subscribeField = opt('subscribe-field', 'email');
const subscribeOk = opt('subscribe-ok', 'You have successfully subscribed!');
const commentFields = Object.fromEntries(opt('comment-fields', 'comment=%s').split('&').map((kv) => kv.split('=')));
const commentOk = opt('comment-ok', 'Comment submitted successfully!');

// Pre-flight: keep the pages this build serves, and prove each action answers as expected.
const readable = [];
for (const page of pages) {
  const response = await fetch(new URL(page, base), { redirect: 'manual' });
  if (response.status === 200) readable.push(page);
  else log(`(skipping ${page}: ${response.status})`);
  await response.arrayBuffer();
}
if (!readable.length) throw new Error('no readable page');
async function probe(action, fields, ok, cookie) {
  const request = actionRequest(action, fields, cookie);
  const response = await fetch(new URL(request.path, base), { method: 'POST', headers: request.headers, body: request.body });
  const text = await response.text();
  if (response.status >= 500 || !text.includes(ok)) throw new Error(`${action.name} did not answer "${ok}" (${response.status}): ${text.slice(0, 300)}`);
}
let writes = 0;
const next = () => `load-${runId}-${++writes}`;
if (subscribe) await probe(subscribe, { [subscribeField]: `${next()}@example.com` }, subscribeOk);
else log('No subscribe action in this build (.next/server/server-reference-manifest.json): reads only.');
if (comment) await probe(comment, Object.fromEntries(Object.entries(commentFields).map(([k, v]) => [k, v.replace('%s', next())])), commentOk, session);
else if (session) log('No comment action found for --comment-action: comments skipped.');
const preflightWrites = writes;

const accepted = { subscribers: new Set(), comments: new Set() };
// Keys sent whose response never arrived (in flight when the run stopped): the only writes
// that may be stored without the client having been told.
const unanswered = new Set();
const refused = { subscribers: 0, comments: 0 };
const read = () => ({ method: 'GET', setupRequest: (req) => ({ ...req, path: readable[Math.floor(Math.random() * readable.length)] }) });
const requests = [read(), read()];
if (subscribe) {
  requests.push({
    setupRequest: (req, context) => {
      context.key = next();
      unanswered.add(context.key);
      return { ...req, ...actionRequest(subscribe, { [subscribeField]: `${context.key}@example.com` }) };
    },
    onResponse: (status, body, context) => {
      unanswered.delete(context.key);
      if (status < 500 && body.includes(subscribeOk)) accepted.subscribers.add(`${context.key}@example.com`);
      else refused.subscribers++;
    },
  });
}
requests.push(read());
if (comment) {
  requests.push({
    setupRequest: (req, context) => {
      context.key = next();
      unanswered.add(context.key);
      const fields = Object.fromEntries(Object.entries(commentFields).map(([k, v]) => [k, v.replace('%s', context.key)]));
      return { ...req, ...actionRequest(comment, fields, session) };
    },
    onResponse: (status, body, context) => {
      unanswered.delete(context.key);
      if (status < 500 && body.includes(commentOk)) accepted.comments.add(context.key);
      else refused.comments++;
    },
  });
}

log(`Loading ${base.origin} with ${connections} connections for ${duration}s: reads of ${readable.length} pages${subscribe ? `, subscribe via ${subscribe.name} on ${subscribe.route}` : ''}${comment ? `, comments via ${comment.name}` : ''} (run ${runId})`);
const result = await autocannon({ url: base.origin, connections, duration, requests, timeout: 30 });

// Every accepted write must be in the store exactly once (local mode: read the SQLite file).
let store = null;
if (fs.existsSync(dbPath) && (subscribe || comment)) {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true, timeout: 5000 });
  const emails = db
    .prepare("SELECT json_extract(data, '$.email') AS email, count(*) AS n FROM documents WHERE collection = 'subscribers' AND json_extract(data, '$.email') LIKE ? GROUP BY email")
    .all(`load-${runId}-%`);
  const stored = new Map(emails.map((r) => [r.email, r.n]));
  const texts = db
    .prepare("SELECT json_extract(data, '$.content') AS text, count(*) AS n FROM documents WHERE collection = 'comments' AND json_extract(data, '$.content') LIKE ? GROUP BY text")
    .all(`%load-${runId}-%`);
  const storedComments = new Map(texts.map((r) => [r.text, r.n]));
  db.close();
  const missing = [...accepted.subscribers].filter((e) => stored.get(e) !== 1).length + [...accepted.comments].filter((t) => ![...storedComments.keys()].some((k) => k.includes(t))).length;
  const duplicates = [...stored.values(), ...storedComments.values()].filter((n) => n > 1).length;
  // Stored without an accepted answer: must be the pre-flight probe or a request still in flight at the stop.
  const keyOf = (s) => /load-[0-9a-f]+-(\d+)/.exec(s)?.[0];
  const preflightKeys = new Set(Array.from({ length: preflightWrites }, (_, i) => `load-${runId}-${i + 1}`));
  const unexplained = [
    ...[...stored.keys()].filter((e) => !accepted.subscribers.has(e)),
    ...[...storedComments.keys()].filter((t) => ![...accepted.comments].some((a) => t.includes(a))),
  ].filter((s) => !preflightKeys.has(keyOf(s)) && !unanswered.has(keyOf(s)));
  store = { storedSubscribers: stored.size, storedComments: storedComments.size, missing, duplicates, storedInFlightAtStop: stored.size + storedComments.size - accepted.subscribers.size - accepted.comments.size - preflightWrites, unexplained: unexplained.length };
}

const status = result.statusCodeStats ?? {};
const count5xx = Object.entries(status).filter(([code]) => Number(code) >= 500).reduce((n, [, s]) => n + Number(s.count), 0);
const summary = {
  url: base.origin,
  connections,
  seconds: result.duration,
  requests: result.requests.total,
  requestsPerSecond: Math.round(result.requests.average),
  latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, max: result.latency.max },
  statusCodes: Object.fromEntries(Object.entries(status).map(([code, s]) => [code, Number(s.count)])),
  count5xx,
  errors: result.errors,
  timeouts: result.timeouts,
  writes: {
    subscribe: subscribe ? { action: subscribe.name, accepted: accepted.subscribers.size, refused: refused.subscribers } : 'not in this build',
    comment: comment ? { action: comment.name, accepted: accepted.comments.size, refused: refused.comments } : 'not driven (needs --session)',
    preflight: preflightWrites,
  },
  store,
};
if (json) process.stdout.write(`${JSON.stringify(summary)}\n`);
else log(JSON.stringify(summary, null, 2));
const ok = count5xx === 0 && result.errors === 0 && (!store || (store.missing === 0 && store.duplicates === 0 && store.unexplained === 0));
log(ok ? 'PASS' : 'FAIL');
process.exit(ok ? 0 : 1);
