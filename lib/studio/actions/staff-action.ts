import 'server-only';
import type { z } from 'zod';
import { defineAction, type MemberAction } from '../../actions/run-action';
import type { Role } from '../../auth/roles';
import { STUDIO_MESSAGES } from '../input';

/**
 * A studio action: for signed-in staff with at least `role` (everyone else, signed in or not,
 * gets "Your role does not allow this."), failing with the studio's own message.
 */
export function staffAction<S extends z.ZodType>(role: Role, definition: Omit<MemberAction<S>, 'signedIn' | 'role' | 'notAllowed' | 'failure'>) {
  return defineAction<S>({ ...definition, signedIn: STUDIO_MESSAGES.notAllowed, role, notAllowed: STUDIO_MESSAGES.notAllowed, failure: STUDIO_MESSAGES.failed });
}
