import 'server-only';
import { z } from 'zod';
import { field } from '../../actions/definitions';
import { moveTo } from '../../actions/result';
import { parseCursor } from '../../data/queries';
import { getMediaFiles } from '../../media/files';
import { MEDIA_NAME } from '../../media/paths';
import { changeAlt, deleteUpload } from '../../media/uploads';
import { staffName } from '../access';
import { logActivity } from '../activity';
import { staffAction } from './staff-action';

/** Back to the page of the library the form was on, with what happened; `name` brings its card into view. */
function backTo(after: string, outcome: Record<string, string>, name?: string): string {
  const query = new URLSearchParams({ ...(parseCursor(after) ? { after } : {}), ...outcome });
  return `/studio/images?${query}${name ? `#image-${name}` : ''}`;
}

/**
 * The library's two forms on each upload (plain forms, working before any script): new alt
 * text, or deleting an upload nothing shows. Editors and up, as uploading is.
 */
export const mediaAction = staffAction('editor', {
  name: 'studio-media',
  schema: z.object({
    name: field().pipe(z.string().regex(MEDIA_NAME)),
    intent: field().pipe(z.enum(['alt', 'delete'])),
    alt: field(),
    after: field(),
  }),
  async run({ name, intent, alt, after }, ctx) {
    const store = await ctx.store();
    if (intent === 'alt') {
      const outcome = await changeAlt(store, name, alt);
      return moveTo(outcome.ok ? backTo(after, { changed: name }, name) : backTo(after, { problem: outcome.problem === 'unknown' ? 'gone' : outcome.problem, about: name }, name));
    }
    const outcome = await deleteUpload(store, await getMediaFiles(), name);
    if (!outcome.ok) return moveTo(backTo(after, { problem: outcome.problem === 'inUse' ? 'inUse' : 'gone', about: name }, name));
    await logActivity(store, { action: 'delete-image', subject: `an image (${name})` }, { by: staffName(ctx), at: ctx.now() });
    return moveTo(backTo(after, { deleted: name }));
  },
  redirect: (result, { after = '' }) => result.to ?? backTo(after, { problem: 'failed' }),
});
