import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { backend } from './backend';
import { adminAuth, firebaseEmulators, idToken } from './firebase';
import { linkTo, mailsTo } from './mail';

const DB = '.data/e2e.db';

export const PASSWORD = 'Secret1!';

/** A fresh address that passes the spec's e-mail rule (lower case). */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * Creates an account straight in the project's backend, as a separate process would: faster than
 * the sign-up form for tests that only need a user. Local mode: a row in the e2e store (scrypt hash
 * in the site's format); Firebase mode: a user in the Auth emulator. Returns the user's id.
 */
export async function createAccount(email: string, options: { password?: string; displayName?: string; confirmed?: boolean } = {}): Promise<string> {
  const password = options.password ?? PASSWORD;
  if (backend() === 'firebase') {
    const user = await adminAuth().createUser({ email, password, emailVerified: options.confirmed === true, ...(options.displayName ? { displayName: options.displayName } : {}) });
    return user.uid;
  }
  const script = `
    const crypto = require('node:crypto');
    const Database = require('better-sqlite3');
    const [file, email, password, name, confirmed] = process.argv.slice(1);
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync(password, salt, 32, { N: 65536, r: 8, p: 1, maxmem: 128 * 1024 * 1024 });
    const hash = '$scrypt$N=65536,r=8,p=1$' + salt.toString('base64url') + '$' + key.toString('base64url');
    const id = crypto.randomBytes(21).toString('base64url');
    const db = new Database(file, { timeout: 5000 });
    const now = new Date().toISOString();
    db.prepare('INSERT INTO users (id, email, display_name, password_hash, created_at, email_confirmed_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(id, email, name || null, hash, now, confirmed === 'yes' ? now : null);
    db.close();
    process.stdout.write(JSON.stringify(id));`;
  const out = execFileSync(process.execPath, ['-e', script, DB, email, password, options.displayName ?? '', options.confirmed ? 'yes' : 'no'], { encoding: 'utf8' });
  return JSON.parse(out) as string;
}

/**
 * Signs the page's browser context in through the session route, as the log-in form does: local
 * mode posts the e-mail and password; Firebase mode signs in at the Auth emulator (as the web SDK
 * would) and posts the ID token.
 */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  const data = backend() === 'firebase' ? { idToken: await idToken(email, password) } : { email, password };
  const response = await page.request.post('/api/session', { data });
  expect(response.status()).toBe(200);
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

/**
 * The link that confirms an address, as its owner receives it: local mode, the one in the mail the
 * site sent; Firebase mode, the code the Auth emulator lists for the address (Firebase
 * Authentication's own), on the site's confirmation path.
 */
export async function confirmationLink(email: string): Promise<string> {
  if (backend() === 'firebase') {
    const { auth: authHost, projectId } = firebaseEmulators();
    let code: string | undefined;
    await expect
      .poll(async () => {
        const listed = (await (await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`)).json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
        code = listed.oobCodes.filter((oob) => oob.email === email && oob.requestType === 'VERIFY_EMAIL').at(-1)?.oobCode;
        return code;
      })
      .toBeTruthy();
    return `/account/confirm?code=${encodeURIComponent(code!)}`;
  }
  const mails = await mailsTo(email);
  const mail = mails.filter((m) => m.subject === 'Confirm your e-mail address').at(-1);
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  return new URL(linkTo(mail, '/account/confirm')).pathname + new URL(linkTo(mail, '/account/confirm')).search;
}

/**
 * Grants a staff role with the project's own command (`npm run staff -- grant`), in the
 * environment of the run's server for this project's backend, as an admin would from a shell.
 */
export function grantRole(email: string, role: 'editor' | 'publisher' | 'admin'): void {
  staffCommand('grant', email, role);
}

/** Takes a staff role away with the project's own command (`npm run staff -- revoke`). */
export function revokeRole(email: string): void {
  staffCommand('revoke', email);
}

function staffCommand(...args: string[]): void {
  const env = backend() === 'firebase' ? { ...process.env, ...firebaseEmulators().siteEnv } : { ...process.env, SITE_BACKEND: 'local', SQLITE_PATH: DB };
  execFileSync(process.execPath, [require.resolve('tsx/cli'), '--conditions=react-server', 'scripts/staff.ts', ...args], { env, encoding: 'utf8' });
}
