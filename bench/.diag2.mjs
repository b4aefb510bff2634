import { audit } from './lighthouse.mjs';
const [base, runs, ...paths] = process.argv.slice(2);
for (const p of paths) {
  const rs = [];
  for (let i = 0; i < Number(runs); i++) rs.push(await audit(base + p));
  console.log(p.slice(0, 40), rs.map((r) => `${r.performance} L${Math.round(r.lcpMs)} T${Math.round(r.tbtMs)}`).join(' | '), 'a11y', rs[0].accessibility, 'seo', rs[0].seo, 'bp', rs[0].bestPractices, rs[0].failedAudits.join(','));
}
