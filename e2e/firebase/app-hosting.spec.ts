import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { expectStartRefused, startServer, waitUntilAnswering } from '../support/next-server';

/**
 * Deploying on Firebase App Hosting: apphosting.yaml is one App Hosting accepts, and the build
 * made the way App Hosting makes it (.next-firebase: standalone output, the web app's config given
 * to the build only; scripts/e2e-firebase-server.ts) starts as App Hosting starts it, `node
 * server.js` in production, with apphosting.yaml's variables and the ones App Hosting sets itself,
 * and refuses emulator hosts there.
 */

type Variable = { variable: string; value?: string; secret?: string; availability?: ('BUILD' | 'RUNTIME')[] };
const config = parse(fs.readFileSync('apphosting.yaml', 'utf8')) as { env: Variable[]; runConfig: Record<string, number> };

/** What App Hosting sets at run time on its own: the project (FIREBASE_CONFIG) and Cloud Run's service name. */
const PLATFORM = { FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-e2e' }), K_SERVICE: 'site', METADATA_SERVER_DETECTION: 'none' };

function runtimeVariables(): Record<string, string> {
  // Secrets come from Secret Manager in App Hosting; here the server starts without them.
  return Object.fromEntries(config.env.filter((v) => v.value !== undefined && (!v.availability || v.availability.includes('RUNTIME'))).map((v) => [v.variable, v.value!]));
}

test('apphosting.yaml: variables App Hosting accepts (no FIREBASE_ or GOOGLE_ names, values or secrets, BUILD or RUNTIME)', () => {
  expect(config.env.length).toBeGreaterThan(0);
  for (const v of config.env) {
    expect(v.variable).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(v.variable).not.toMatch(/^(FIREBASE|GOOGLE)/);
    expect(Boolean(v.value) !== Boolean(v.secret), `${v.variable}: a value or a secret`).toBe(true);
    for (const where of v.availability ?? []) expect(['BUILD', 'RUNTIME']).toContain(where);
  }
  expect(runtimeVariables()).toMatchObject({ SITE_BACKEND: 'firebase', SITE_URL: expect.stringMatching(/^https:\/\//) });
  expect(config.runConfig).toMatchObject({ concurrency: expect.any(Number), memoryMiB: expect.any(Number) });
});

test.describe('the standalone server as App Hosting runs it', () => {
  test.describe.configure({ timeout: 90_000 });

  test('starts in production with the documented variables, the web config kept from the build, and serves the site', async () => {
    const server = await startServer({ ...runtimeVariables(), ...PLATFORM }, { standalone: '.next-firebase' });
    try {
      await waitUntilAnswering(server);
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain('Your Offbeat Research &amp; Management Consulting Partner');
      expect(server.output()).not.toMatch(/ConfigError|needs FIREBASE|Invalid environment variable/);
    } finally {
      await server.stop();
    }
  });

  test("the build ships the link-preview fonts the server reads at run time", () => {
    for (const subset of ['latin', 'latin-ext', 'greek', 'cyrillic']) {
      for (const weight of [400, 700]) {
        const file = `.next-firebase/standalone/node_modules/@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`;
        expect(fs.existsSync(file), file).toBe(true);
      }
    }
  });

  test('refuses emulator hosts in production, saying so', async () => {
    const server = await startServer({ ...runtimeVariables(), ...PLATFORM, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, { standalone: '.next-firebase' });
    await expectStartRefused(server, 'Emulator host variables must not be set in production');
  });
});
