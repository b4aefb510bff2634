// Loaded into the benched server (NODE_OPTIONS=--import): on SIGUSR2 it collects garbage and
// prints what the process keeps, so a bench reads retained memory rather than a heap high-water mark,
// and the longest the event loop was held since the last print (then starts counting afresh).
import { monitorEventLoopDelay } from 'node:perf_hooks';

const held = monitorEventLoopDelay({ resolution: 10 });
held.enable();
process.on('SIGUSR2', () => {
  const heldMaxMs = Math.round(held.max / 1e6);
  held.reset();
  global.gc?.();
  global.gc?.();
  process.stderr.write(`[memory] ${JSON.stringify({ ...process.memoryUsage(), heldMaxMs })}\n`);
});
