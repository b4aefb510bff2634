import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/lib/chromium/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--no-first-run','--disable-quic'] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
await chrome.kill();
fs.writeFileSync('/tmp/lhr.json', JSON.stringify(lhr));
const a = lhr.audits;
console.log('perf', lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'SI', a['speed-index'].numericValue, 'benchmarkIndex', lhr.environment.benchmarkIndex);
for (const id of ['bootup-time','mainthread-work-breakdown','long-tasks','dom-size','lcp-lazy-loaded','largest-contentful-paint-element','render-blocking-resources','network-requests']) {
  const d = a[id]?.details; if (!d) continue;
  console.log('==', id, a[id].displayValue ?? '');
  for (const it of (d.items ?? []).slice(0, id==='network-requests'?40:10)) console.log(JSON.stringify(it).slice(0, 300));
}
