import { pageScripts } from './first-load.mjs';
import { gzipSync } from 'node:zlib';
const base='http://127.0.0.1:3300';
for (const p of process.argv.slice(2)) {
  const html = await (await fetch(base+p)).text();
  console.log('==', p);
  for (const s of [...new Set(pageScripts(html))]) { const t = await (await fetch(new URL(s, base))).text(); console.log(gzipSync(t).length, s.replace(/.*chunks\//,''), (t.match(/components\/[\w\/-]+|lib\/[\w\/-]+/g)||[]).slice(0,0).join(' ')); }
}
