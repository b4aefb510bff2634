import { test } from '@playwright/test';

/** The backend the running test's project serves from (playwright.config.ts: `local`, `firebase`). */
export function backend(): 'local' | 'firebase' {
  return test.info().project.name === 'firebase' ? 'firebase' : 'local';
}
