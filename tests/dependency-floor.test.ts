import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm audit` cannot reach the advisory endpoint here, so the security floors from the
 * research (advisories up to 2026-11) are enforced on the lockfile instead.
 */
const FLOORS: Record<string, { min: string; why: string }> = {
  next: { min: '16.4.3', why: 'server-action CPU burn and critical advisories fixed in 16.4.1/16.4.3 (Oct 2026); RSC RCE/DoS series' },
  react: { min: '19.2.0', why: 'React Server Components Flight deserialization fixes' },
  'react-dom': { min: '19.2.0', why: 'kept in step with react' },
  'sanitize-html': { min: '2.17.6', why: 'CVE-2026-44990 xmp bypass (2.17.4), svg/math raw-text re-emission (2.17.6)' },
  zod: { min: '4.6.7', why: 'memory exhaustion on oversized constrained collections (GHSA-mrhx-c7xc-m3w5)' },
};

type Lock = { lockfileVersion: number; packages: Record<string, { version?: string }> };
const lock = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package-lock.json'), 'utf8')) as Lock;

function compare(a: string, b: string): number {
  const parse = (v: string) => v.split('-')[0]!.split('.').map(Number);
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

describe('dependency floors (package-lock.json)', () => {
  test('the comparison orders versions numerically', () => {
    expect(compare('16.10.0', '16.4.3')).toBeGreaterThan(0);
    expect(compare('2.17.5', '2.17.6')).toBeLessThan(0);
    expect(compare('4.6.7', '4.6.7')).toBe(0);
  });

  // The copy the site resolves (top level). Nested copies belong to dev tools (e.g. lighthouse's
  // chromium-bidi pins zod 3), which never run in the site.
  test.each(Object.entries(FLOORS))('the installed %s is at or above its floor', (name, { min, why }) => {
    const version = lock.packages[`node_modules/${name}`]?.version;
    expect(version).toBeDefined();
    expect({ name, version, below: compare(version!, min) < 0, why }).toEqual({ name, version, below: false, why });
  });

  test('the lockfile is v3 (what npm ci installs from)', () => {
    expect(lock.lockfileVersion).toBe(3);
  });
});
