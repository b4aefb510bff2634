/**
 * A server action call Next cannot decode answers 500 from inside Next, before any action code
 * runs (invalid or deeply nested JSON, an empty or oversized body, a form with thousands of
 * fields). proxy.ts runs this on every POST that calls an action (a Next-Action header, or a
 * multipart form posted before any script) and refuses such a call with a 4xx instead. A well-formed call passes untouched; the action validates its own fields.
 */

/** next.config.ts `serverActions.bodySizeLimit`. */
export const ACTION_BODY_LIMIT = 64 * 1024;
/** Far above any form of the site (a handful of fields and React's own). */
const ACTION_MAX_FIELDS = 64;
/** Far above the arguments of any action (a previous state and a form). */
const ACTION_MAX_DEPTH = 32;

export type Refusal = { status: 400 | 413; reason: string };

/** Nesting depth of JSON text, counted outside strings; Infinity when the brackets do not balance. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
    if (depth < 0) return Infinity;
  }
  return depth === 0 ? deepest : Infinity;
}

function badJson(text: string): string | null {
  if (jsonDepth(text) > ACTION_MAX_DEPTH) return 'nesting';
  try {
    JSON.parse(text);
    return null;
  } catch {
    return 'JSON';
  }
}

/** Why a server action call cannot be decoded, or null when it can. Reads a clone of the body. */
export async function actionRequestProblem(request: Request): Promise<Refusal | null> {
  if (request.method !== 'POST') return null;
  const declared = Number(request.headers.get('content-length'));
  if (declared > ACTION_BODY_LIMIT) return { status: 413, reason: 'body too large' };
  const body = await request.clone().arrayBuffer();
  if (body.byteLength === 0) return { status: 400, reason: 'empty body' };
  if (body.byteLength > ACTION_BODY_LIMIT) return { status: 413, reason: 'body too large' };
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': type } }).formData();
    } catch {
      return { status: 400, reason: 'form' };
    }
    if ([...form.keys()].length > ACTION_MAX_FIELDS) return { status: 400, reason: 'too many fields' };
    // React's client puts the argument list in field "0".
    const args = form.get('0');
    const problem = typeof args === 'string' ? badJson(args) : null;
    return problem ? { status: 400, reason: problem } : null;
  }
  const problem = badJson(new TextDecoder().decode(body));
  return problem ? { status: 400, reason: problem } : null;
}
