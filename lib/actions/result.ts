/**
 * What every server action returns: a visible outcome and nothing else (never a stored
 * record). An empty message means "logged only", as the spec asks for query and event
 * comment failures.
 */
export type ActionResult = { ok: true; message: string } | { ok: false; message: string };

export const ok = (message: string): ActionResult => ({ ok: true, message });
export const fail = (message: string): ActionResult => ({ ok: false, message });
