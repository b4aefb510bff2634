import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './bench/chromium-args.mjs';

/**
 * E2E against `next build && next start`, on a throwaway copy of the seed in each backend.
 * Playwright's own Chromium is used when installed; otherwise the system one (no browser
 * download is possible offline).
 */
function browserPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (fs.existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no Playwright browser installed
  }
  return ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => fs.existsSync(p));
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
const FIREBASE_PORT = Number(process.env.E2E_FIREBASE_PORT ?? 3200);
export const E2E_DB = '.data/e2e.db';


const browser = {
  ...devices['Desktop Chrome'],
  trace: 'retain-on-failure' as const,
  launchOptions: {
    executablePath: browserPath(),
    args: CHROMIUM_ARGS,
  },
};

/**
 * Two projects, one per backend, running the same specs: `local` against the embedded store,
 * `firebase` against the official Firestore and Auth emulators (scripts/e2e-firebase-server.ts),
 * where the browser's web SDK is exercised; e2e/firebase/ holds what only Firebase mode has.
 * Specs reach the store and accounts through e2e/support (store.ts, accounts.ts), which write to
 * the running project's backend.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  projects: [
    { name: 'local', testIgnore: 'firebase/**', use: { ...browser, baseURL: `http://127.0.0.1:${PORT}` } },
    // A test that cannot run in Firebase mode says why in its title: "(local mode only: <why>)".
    { name: 'firebase', grepInvert: /\(local mode only: /, use: { ...browser, baseURL: `http://127.0.0.1:${FIREBASE_PORT}` } },
    // The carousel tests again in a browser that cannot draw a scroller's buttons and markers
    // (::scroll-button(), ::scroll-marker), so the scripted controls other browsers get are tested too.
    {
      name: 'scripted-carousels',
      grep: /@carousel/,
      use: {
        ...browser,
        baseURL: `http://127.0.0.1:${PORT}`,
        launchOptions: { ...browser.launchOptions, args: [...browser.launchOptions.args, '--disable-blink-features=CSSPseudoScrollButtons,CSSPseudoScrollMarkers'] },
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/e2e-server.mjs ${PORT}`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `npx tsx scripts/e2e-firebase-server.ts ${FIREBASE_PORT}`,
      url: `http://127.0.0.1:${FIREBASE_PORT}/api/health`,
      timeout: 600_000,
      // A signal the script can handle (the default is SIGKILL): it stops the emulators it started.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
