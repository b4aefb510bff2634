/**
 * Typed errors: one code says what happened and whether a visitor may read the message.
 * Visible messages are the spec's own (error catalogue, section 8); everything else reaches
 * the visitor only as the generic failure text or the error page, and reaches the log with
 * its code and cause.
 */
export const ERROR_CODES = {
  /** The store could not be opened or refused a read/write (disk, permissions, network). */
  store_unavailable: { visible: false, status: 503 },
  /** Input failed validation; the message is the spec's text for that field. */
  invalid_input: { visible: true, status: 400 },
  /** A write needs a signed-in user. */
  unauthenticated: { visible: true, status: 401 },
  /** Too many attempts from one client or for one address. */
  rate_limited: { visible: true, status: 429 },
  /** A request from another site (Origin / Sec-Fetch-Site check). */
  forbidden_origin: { visible: false, status: 403 },
  /** The environment is misconfigured (lib/env.ts); stops start-up. */
  misconfigured: { visible: false, status: 500 },
  /** Anything else that went wrong on our side. */
  internal: { visible: false, status: 500 },
} as const satisfies Record<string, { visible: boolean; status: number }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** What a visitor sees for any failure whose own message is not for them (spec: subscribe failure). */
export const GENERIC_FAILURE = 'An error occurred. Please try again later.';

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }

  get visible(): boolean {
    return ERROR_CODES[this.code].visible;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The only text a visitor may be shown for `error`. */
export function visitorMessage(error: unknown, fallback: string = GENERIC_FAILURE): string {
  return isAppError(error) && error.visible ? error.message : fallback;
}

/** One log line: code, message and the cause chain; never the stack, never request data. */
export function logLine(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && depth < 5; depth++) {
    if (current instanceof Error) {
      parts.push(isAppError(current) ? `${current.code}: ${current.message}` : `${current.name}: ${current.message}`);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(' <- ');
}
