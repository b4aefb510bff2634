// Loaded into the benched server (NODE_OPTIONS=--require): on SIGUSR2 it collects garbage and
// prints what the process keeps, so a bench reads retained memory rather than a heap high-water mark.
process.on('SIGUSR2', () => {
  global.gc?.();
  global.gc?.();
  process.stderr.write(`[memory] ${JSON.stringify(process.memoryUsage())}\n`);
});
