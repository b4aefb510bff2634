import 'server-only';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { requestContext } from './context';
import type { ActionResult } from './result';
import { runAction, type ActionDefinition } from './run-action';

/**
 * A server action's entry point: its definition run through the one wrapper on this request, then
 * the browser sent on when the answer says where (a redirect throws, so it happens out here).
 */
export async function act<S extends z.ZodType>(definition: ActionDefinition<S>, formData: FormData): Promise<ActionResult> {
  const result = await runAction(definition, formData, await requestContext());
  if (result.to) redirect(result.to);
  return result;
}
