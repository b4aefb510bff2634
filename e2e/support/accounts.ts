import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';

const DB = '.data/e2e.db';

export const PASSWORD = 'Secret1!';

/** A fresh address that passes the spec's e-mail rule (lower case). */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

function sqlite<T>(script: string, ...args: string[]): T {
  const out = execFileSync(process.execPath, ['-e', script, DB, ...args], { encoding: 'utf8' });
  return JSON.parse(out || 'null') as T;
}

/**
 * Creates a local-mode account straight in the e2e store (scrypt hash in the site's format),
 * as a separate process would: faster than the sign-up form for tests that only need a user.
 */
export function createAccount(email: string, options: { password?: string; displayName?: string } = {}): string {
  const script = `
    const crypto = require('node:crypto');
    const Database = require('better-sqlite3');
    const [file, email, password, name] = process.argv.slice(1);
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync(password, salt, 32, { N: 65536, r: 8, p: 1, maxmem: 128 * 1024 * 1024 });
    const hash = '$scrypt$N=65536,r=8,p=1$' + salt.toString('base64url') + '$' + key.toString('base64url');
    const id = crypto.randomBytes(21).toString('base64url');
    const db = new Database(file, { timeout: 5000 });
    db.prepare('INSERT INTO users (id, email, display_name, password_hash, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(id, email, name || null, hash, new Date().toISOString());
    db.close();
    process.stdout.write(JSON.stringify(id));`;
  return sqlite<string>(script, email, options.password ?? PASSWORD, options.displayName ?? '');
}

/** Signs the page's browser context in through the session route (as the login form does). */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post('/api/session', { data: { email, password } });
  expect(response.status()).toBe(200);
}

/** One stored document of the e2e store, or null. */
export function storedDocument(collection: string, id: string): Record<string, unknown> | null {
  const script = `
    const Database = require('better-sqlite3');
    const [file, collection, id] = process.argv.slice(1);
    const db = new Database(file, { readonly: true, timeout: 5000 });
    const row = db.prepare('SELECT data FROM documents WHERE collection = ? AND id = ?').get(collection, id);
    db.close();
    process.stdout.write(row ? row.data : 'null');`;
  return sqlite(script, collection, id);
}

/** Stored documents of a collection whose id starts with a prefix (e.g. a user id). */
export function storedDocuments(collection: string, idPrefix: string): { id: string; data: Record<string, unknown> }[] {
  const script = `
    const Database = require('better-sqlite3');
    const [file, collection, prefix] = process.argv.slice(1);
    const db = new Database(file, { readonly: true, timeout: 5000 });
    const rows = db.prepare("SELECT id, data FROM documents WHERE collection = ? AND substr(id, 1, length(?)) = ?").all(collection, prefix, prefix);
    db.close();
    process.stdout.write(JSON.stringify(rows.map((r) => ({ id: r.id, data: JSON.parse(r.data) }))));`;
  return sqlite(script, collection, idPrefix, idPrefix);
}

/** The header's auth control (the shell places AuthButton in the banner). */
export function headerAuth(page: Page) {
  const banner = page.getByRole('banner');
  return { logIn: banner.getByRole('link', { name: 'Log in' }), logOut: banner.getByRole('button', { name: 'Log out' }) };
}

/** Fails a server action's request in the browser (the action POST carries a Next-Action header). */
export async function failServerActions(page: Page): Promise<void> {
  await page.route('**/*', (route) => (route.request().method() === 'POST' && route.request().headers()['next-action'] ? route.abort('failed') : route.fallback()));
}
