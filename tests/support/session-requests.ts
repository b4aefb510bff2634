import { NextRequest } from 'next/server';

export const SITE_URL = 'http://localhost:3000';

/** A browser-like request to /api/session (same-origin unless told otherwise). */
export function sessionRequest(
  method: 'GET' | 'POST' | 'DELETE',
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): NextRequest {
  const headers: Record<string, string> = { host: 'localhost:3000', 'sec-fetch-site': 'same-origin', ...options.headers };
  if (method !== 'GET') headers.origin ??= SITE_URL;
  if (options.cookie) headers.cookie = `__session=${options.cookie}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return new NextRequest(`${SITE_URL}/api/session`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** The __session value a response sets ('' when it deletes the cookie), and the raw header. */
export function setCookie(response: Response): { value: string | undefined; header: string } {
  const header = response.headers.get('set-cookie') ?? '';
  const match = /__session=([^;]*)/.exec(header);
  return { value: match?.[1], header };
}
