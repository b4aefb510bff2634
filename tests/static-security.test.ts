import fs from 'node:fs';
import path from 'node:path';

/** Source-level rules that keep the security design from eroding as pages are added. */
const ROOT = path.join(__dirname, '..');

function sources(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

const SITE_CODE = [...sources('app'), ...sources('components'), ...sources('lib'), 'proxy.ts', 'instrumentation.ts', 'instrumentation-node.ts', 'next.config.ts'];
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('static security rules', () => {
  test('site code was found', () => {
    expect(SITE_CODE.length).toBeGreaterThan(20);
  });

  test('dangerouslySetInnerHTML only in the sanitising CmsHtml and the escaping JsonLd', () => {
    const users = SITE_CODE.filter((f) => /dangerouslySetInnerHTML\s*=/.test(read(f)));
    expect(users.sort()).toEqual(['components/seo/json-ld.tsx', 'components/ui/cms-html.tsx']);
    expect(read('components/ui/cms-html.tsx')).toMatch(/__html: sanitizeCmsHtml\(/);
  });

  test('only lib/env.ts reads process.env (NODE_ENV and NEXT_RUNTIME, inlined by the bundler, aside)', () => {
    const readers = SITE_CODE.filter((f) => f !== 'lib/env.ts' && /process\.env(?!\.(NODE_ENV|NEXT_RUNTIME)\b)/.test(read(f)));
    expect(readers).toEqual([]);
  });

  test('no secret-looking NEXT_PUBLIC_ variable', () => {
    const leaks = SITE_CODE.flatMap((f) => read(f).match(/NEXT_PUBLIC_\w*(KEY|SECRET|PRIVATE|TOKEN|PASSWORD|SERVICE_ACCOUNT)\w*/g) ?? []);
    expect(leaks).toEqual([]);
  });

  test('modules touching firebase-admin, SQLite or the sanitizer are fenced with server-only', () => {
    const fenced = SITE_CODE.filter((f) => /from ['"](firebase-admin[^'"]*|better-sqlite3|sanitize-html)['"]/.test(read(f)));
    expect(fenced.length).toBeGreaterThan(0);
    for (const file of fenced) expect({ file, fenced: /^import 'server-only';/m.test(read(file)) }).toEqual({ file, fenced: true });
  });
});
