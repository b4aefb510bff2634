import 'server-only';
import { z } from 'zod';
import { field } from '../../actions/definitions';
import { fail, ok } from '../../actions/result';
import { staffAction } from './staff-action';
import { staffName } from '../access';
import { STUDIO_MESSAGES } from '../input';
import { KINDS, kindModule, kindOfId } from '../kinds';
import { renew } from '../renew';
import { openItem } from '../versions';
import { publishItem, withdrawItem } from '../workflow';

/** How many items one bulk action takes: a page of the studio's list. */
const BULK_MAX = 25;

const BULK_MESSAGES = {
  noneChosen: 'Tick the items to publish or withdraw first.',
  tooMany: `Choose at most ${BULK_MAX} items at a time.`,
} as const;

/** The ticked items' ids (a checkbox group posts one value per ticked box). */
const ids = z
  .unknown()
  .transform((value) => (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string' && id !== ''))
  .pipe(z.array(z.string()).min(1, BULK_MESSAGES.noneChosen).max(BULK_MAX, BULK_MESSAGES.tooMany));

/** "3 items", "1 item". */
const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * Publishes or withdraws the ticked items of the studio's list at once (publishers and up). Each
 * goes through the same workflow as its own editor's button: a draft publishes only when it holds
 * what publishing needs, its kind's own rule allows it, and nobody saved it meanwhile. The answer
 * counts what was done and names each item left as it was, with why.
 */
export const bulkAction = staffAction('publisher', {
  name: 'studio-bulk',
  schema: z.object({ ids, intent: field().pipe(z.enum(['publish', 'withdraw'], { message: STUDIO_MESSAGES.notAllowed })) }),
  async run({ ids: chosen, intent }, ctx) {
    const store = await ctx.store();
    const actor = { by: staffName(ctx), at: ctx.now() };
    let done = 0;
    const left: string[] = [];
    for (const id of new Set(chosen)) {
      const kind = kindOfId(id);
      const opened = kind ? await openItem(store, kind, id) : null;
      if (!kind || !opened) continue;
      const name = `“${opened.content.heading}”`;
      if (intent === 'withdraw') {
        const pages = opened.published ? await withdrawItem(store, kind, id, actor) : null;
        if (pages) {
          done += 1;
          await renew(ctx.revalidatePath, [id], pages);
        } else left.push(`${name} is not on the site.`);
        continue;
      }
      const { fields } = kindModule(kind);
      const complete = fields.publishable(opened.content as never);
      if (!complete.ok) {
        left.push(`${name}: ${complete.message}`);
        continue;
      }
      const outcome = await publishItem(store, id, opened.version, complete.value as typeof opened.content, actor);
      if (outcome.ok) {
        done += 1;
        await renew(ctx.revalidatePath, [id], outcome.pages);
      }
      else left.push(`${name}: ${'refused' in outcome ? outcome.refused : `someone saved this ${KINDS[kind].noun} meanwhile.`}`);
    }
    ctx.revalidatePath('/studio');
    const said = `${intent === 'publish' ? 'Published' : 'Withdrawn'}: ${items(done)}.`;
    if (left.length === 0) return ok(said);
    // Each reason is a sentence of its own.
    const rest = `Left as ${left.length === 1 ? 'it was' : 'they were'}: ${left.join(' ')}`;
    return done > 0 ? ok(said, rest) : fail(`${said} ${rest}`);
  },
});
