#!/usr/bin/env node
// A/B of V8's compile hint on the framework chunks (lib/build/compile-hints.ts), against
// Next's own server running the current build (`npx next start`, not `npm start`, whose shared
// cache keeps the chunks it served in memory): Lighthouse runs alternate between the chunks as
// built (with the hint) and the same chunks without it, so machine noise hits both sides alike.
// Restores the built chunks at the end. Run from the project root:
//   node bench/compile-hints.mjs http://127.0.0.1:3000 /insights/<heading>/<id> [runs per side, 5]
import fs from 'node:fs';
import { audit } from './lighthouse.mjs';

const [base, path = '/', runsArg = '5'] = process.argv.slice(2);
if (!base) {
  console.error('usage: node bench/compile-hints.mjs <base url> [path] [runs per side]');
  process.exit(2);
}
const HINT = '//# allFunctionsCalledOnLoad\n';
const files = JSON.parse(fs.readFileSync('.next/build-manifest.json', 'utf8')).rootMainFiles.map((file) => `.next/${file}`);
const built = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
if (![...built.values()].every((code) => code.startsWith(HINT))) throw new Error('The build has no compile hints: build the site first.');

const serve = (hint) => {
  for (const [file, code] of built) fs.writeFileSync(file, hint ? code : code.slice(HINT.length));
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runs = { with: [], without: [] };
try {
  for (let i = 0; i < Number(runsArg); i++) {
    for (const side of ['without', 'with']) {
      serve(side === 'with');
      const result = await audit(base + encodeURI(path));
      runs[side].push(result);
      console.log(`${side.padEnd(7)} perf ${result.performance}  LCP ${Math.round(result.lcpMs)} ms  TBT ${Math.round(result.tbtMs)} ms`);
    }
  }
} finally {
  serve(true);
}
for (const side of ['without', 'with']) {
  const r = runs[side];
  console.log(`median ${side.padEnd(7)}: perf ${median(r.map((x) => x.performance))}, LCP ${Math.round(median(r.map((x) => x.lcpMs)))} ms, TBT ${Math.round(median(r.map((x) => x.tbtMs)))} ms (${r.length} runs)`);
}
