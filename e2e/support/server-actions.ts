import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { backend } from './backend';

/**
 * Calls a server action of the built site the way React's client does (bench/load.mjs
 * does the same): found by exported name in the build's manifest, posted to a page that
 * uses it with `Next-Action: <id>`, the FormData entries named "_1_<field>" and the argument
 * list in field "0" (`[<previous state>, "$K1"]` for useActionState actions).
 */
export type ServerAction = { id: string; name: string; route: string };

/** A server action of the running project's build (`.next`, or `.next-firebase` in Firebase mode), by exported name. */
export function findServerAction(pattern: RegExp, distDir = backend() === 'firebase' ? '.next-firebase' : '.next'): ServerAction | null {
  const file = path.join(__dirname, '..', '..', distDir, 'server', 'server-reference-manifest.json');
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { node?: Record<string, { exportedName?: string; workers?: Record<string, unknown> }> };
  for (const [id, action] of Object.entries(manifest.node ?? {})) {
    if (!pattern.test(action.exportedName ?? '')) continue;
    const route = Object.keys(action.workers ?? {})
      .filter((w) => w.endsWith('/page') && !w.includes('['))
      .map((w) => w.replace(/^app/, '').replace(/\/page$/, '').replace(/\/\([^/]+\)/g, '') || '/')
      .filter((r) => !r.startsWith('/_')) // not the 404 page: it answers 404 even when the action ran
      .sort((a, b) => a.length - b.length)[0];
    if (route) return { id, name: action.exportedName!, route };
  }
  return null;
}

/**
 * Posts to a server action as React does. An action driven by `useActionState` takes (previous
 * state, form data); one a plain form posts to takes the form data alone (`previousState: 'none'`).
 */
export async function callServerAction(baseUrl: string, action: ServerAction, fields: Record<string, string>, previousState: unknown = {}, cookie?: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(`_1_${key}`, value);
  form.append('0', JSON.stringify(previousState === 'none' ? ['$K1'] : [previousState, '$K1']));
  const response = await fetch(new URL(action.route, baseUrl), {
    method: 'POST',
    headers: {
      accept: 'text/x-component',
      'next-action': action.id,
      origin: new URL(baseUrl).origin,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: form,
  });
  return { status: response.status, body: await response.text(), redirect: response.headers.get('x-action-redirect') };
}

export const uniqueEmail = (label: string) => `${label}-${crypto.randomBytes(6).toString('hex')}@example.com`;
