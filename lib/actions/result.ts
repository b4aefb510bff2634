/**
 * What every server action returns, visitors', accounts' and the studio's alike: a visible outcome
 * and nothing else (never a stored record). An empty message means "logged only", as the spec
 * asks for query and event comment failures.
 */
export type ActionResult = {
  ok: boolean;
  message: string;
  /** A sentence shown after the spec's message (what the visitor does next). */
  detail?: string;
  /** The field a refusal is about (its form name): the form shows the message beside it. */
  field?: string;
  /** An item the studio saved without leaving the page (an autosave): its id, version and editor. */
  saved?: { id: string; version: number; path: string };
  /** What was typed, given back with a refusal so nothing is lost (the studio's forms). */
  fields?: Record<string, string>;
  /** A link made by the action, shown this once (a review link). */
  link?: string;
  /** Where the browser goes next: the entry point redirects there. */
  to?: string;
  /** When the studio answered: a repeated answer is announced again. */
  at?: number;
};

export const ok = (message: string, detail?: string): ActionResult => ({ ok: true, message, detail });
export const fail = (message: string, field?: string): ActionResult => (field ? { ok: false, message, field } : { ok: false, message });
/** A success that moves the browser on (the page there says what happened). */
export const moveTo = (to: string, message = ''): ActionResult => ({ ok: true, message, to });
