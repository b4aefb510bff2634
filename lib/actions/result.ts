/**
 * What every server action returns: a visible outcome and nothing else (never a stored
 * record). An empty message means "logged only", as the spec asks for query and event
 * comment failures.
 */
export type ActionResult = { ok: true; message: string; detail?: string } | { ok: false; message: string; detail?: string };

/** `detail`: a sentence shown after the spec's message (what the visitor does next). */
export const ok = (message: string, detail?: string): ActionResult => ({ ok: true, message, detail });
export const fail = (message: string): ActionResult => ({ ok: false, message });
