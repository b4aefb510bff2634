import { env } from './lib/env';

/**
 * Start-up check (imported by instrumentation.ts on the Node runtime). A misconfigured
 * environment (a missing Firebase variable, or an emulator host in production, which makes
 * firebase-admin accept unsigned tokens) stops the process with the message naming the
 * problem. Without the exit, Next logs the error but keeps listening and answers 500s.
 */
try {
  env();
} catch (error) {
  console.error(`Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
