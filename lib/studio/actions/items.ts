import 'server-only';
import { z } from 'zod';
import { field } from '../../actions/definitions';
import { fail, moveTo, type ActionResult } from '../../actions/result';
import { staffAction } from './staff-action';
import { hasRole } from '../../auth/roles';
import { staffName } from '../access';
import { restoreRevision } from '../history';
import { parsePublishAt, STUDIO_MESSAGES, versionInput } from '../input';
import { editorPath, isKind, KINDS, kindMessages, kindModule, kindOfId, type StudioContent } from '../kinds';
import { renew } from '../renew';
import { newItemId, saveItem } from '../versions';
import { publishItem, scheduleItem, unscheduleItem, withdrawItem } from '../workflow';

const INTENTS = ['save', 'autosave', 'publish', 'schedule', 'unschedule', 'withdraw'] as const;
const DONE = { save: 'saved', autosave: 'saved', publish: 'published', schedule: 'scheduled', unschedule: 'unscheduled', withdraw: 'withdrawn' } as const;

const version = field().pipe(versionInput);

/** An item form's post: which kind, which button, which item at which version; the kind's own fields pass through. */
const itemPost = z
  .looseObject({
    kind: field().refine(isKind, { message: STUDIO_MESSAGES.versionInvalid }),
    intent: field().pipe(z.enum(INTENTS, { message: STUDIO_MESSAGES.notAllowed })),
    id: field(),
    version,
    publishAt: field(),
  })
  .superRefine(({ kind, id }, ctx) => {
    if (id !== '' && isKind(kind) && !KINDS[kind].id.test(id)) ctx.addIssue({ code: 'custom', message: STUDIO_MESSAGES.versionInvalid });
  });

const textOf = (value: unknown) => (Array.isArray(value) ? String(value[0] ?? '') : typeof value === 'string' ? value : '');

/**
 * An item form's one action, whatever the kind: the clicked button's `intent` says save (editors
 * and up), publish, schedule, unschedule or withdraw (publishers and up); the editor's script
 * sends `autosave` a few seconds after typing stops. A draft needs only its heading; publishing
 * and scheduling check every field. A success sends the browser to the editor, at the answer
 * beside its buttons (the page then reads the stored draft), except an autosave, which answers
 * the page where it is; a refusal answers with the message, the field it is about and everything
 * typed.
 */
export const itemAction = staffAction('editor', {
  name: 'studio-item',
  schema: itemPost,
  echo: true,
  async run(post, ctx): Promise<ActionResult> {
    const kind = post.kind as keyof typeof KINDS;
    const { intent } = post;
    if (intent !== 'save' && intent !== 'autosave' && !hasRole(ctx.role, 'publisher')) return fail(STUDIO_MESSAGES.notAllowed);
    const actor = { by: staffName(ctx), at: ctx.now() };
    const id = post.id || newItemId(kind, actor.at);
    const store = await ctx.store();
    if (intent === 'withdraw') {
      const pages = post.id === '' ? null : await withdrawItem(store, kind, id, actor);
      if (!pages) return fail(STUDIO_MESSAGES.versionInvalid);
      await renew(ctx.revalidatePath, [id], pages);
    } else if (intent === 'unschedule') {
      if (post.id === '' || !(await unscheduleItem(store, kind, id))) return fail(STUDIO_MESSAGES.versionInvalid);
    } else {
      const { fields } = kindModule(kind);
      const stage = intent === 'save' || intent === 'autosave' ? 'draft' : 'publish';
      const parsed = fields.parse(Object.fromEntries(fields.names.map((name) => [name, textOf((post as Record<string, unknown>)[name])])), stage);
      if (!parsed.ok) return fail(parsed.message, parsed.field);
      const content = parsed.value as StudioContent;
      let outcome;
      if (intent === 'schedule') {
        const when = parsePublishAt(post.publishAt, actor.at);
        if (!when.ok) return fail(when.message, 'publishAt');
        outcome = await scheduleItem(store, id, post.version, content, when.at, actor);
      } else if (intent === 'publish') {
        outcome = await publishItem(store, id, post.version, content, actor);
        if (outcome.ok) await renew(ctx.revalidatePath, [id], outcome.pages);
      } else {
        outcome = await saveItem(store, id, post.version, content, actor);
      }
      if (!outcome.ok) return fail('refused' in outcome ? outcome.refused : kindMessages(kind).conflict);
      if (intent === 'autosave') return { ok: true, message: STUDIO_MESSAGES.autosaved, saved: { id, version: outcome.version, path: editorPath(kind, id) } };
    }
    return moveTo(`${editorPath(kind, id)}?done=${DONE[intent]}#done`);
  },
});

/**
 * An earlier revision made the newest draft, from an item's history page (a plain form: it
 * works before any script). Editors and above; a save since the page was opened refuses it.
 */
export const restoreAction = staffAction('editor', {
  name: 'studio-restore',
  schema: z.object({ id: field(), version, from: version }),
  async run({ id, version: at, from }, ctx) {
    const kind = kindOfId(id);
    if (!kind) return fail(STUDIO_MESSAGES.versionInvalid);
    const outcome = await restoreRevision(await ctx.store(), id, at, from, { by: staffName(ctx), at: ctx.now() });
    const editor = editorPath(kind, id);
    return outcome?.ok ? moveTo(`${editor}?done=restored`) : { ok: false, message: kindMessages(kind).restoreConflict, to: `${editor}/history?problem=conflict` };
  },
  redirect: (result, { id = '' }) => {
    if (result.to) return result.to;
    const kind = kindOfId(id);
    return kind && result.message === STUDIO_MESSAGES.failed ? `${editorPath(kind, id)}/history?problem=failed` : '/studio';
  },
});
