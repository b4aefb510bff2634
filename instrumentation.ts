/**
 * Runs once when the server starts: validates the environment so a misconfigured server
 * (a missing Firebase variable, or an emulator host in production, which makes firebase-admin
 * accept unsigned tokens) refuses to start instead of failing on its first request.
 */
export async function register() {
  const { env } = await import('./lib/env');
  env();
}
