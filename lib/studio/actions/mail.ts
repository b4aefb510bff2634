import 'server-only';
import { z } from 'zod';
import { field } from '../../actions/definitions';
import { moveTo } from '../../actions/result';
import { sendAgain } from '../../mail/outbox';
import { staffName } from '../access';
import { logActivity } from '../activity';
import { staffAction } from './staff-action';

/** The Mail page's Send again: a failed mail queued and tried at once (admins, who see the addresses). */
export const mailAction = staffAction('admin', {
  name: 'studio-mail',
  schema: z.object({ id: field().pipe(z.string().min(1).max(200)) }),
  async run({ id }, ctx) {
    const store = await ctx.store();
    const again = await sendAgain(store, id, ctx.now());
    if (again === false) return moveTo('/studio/mail?problem=gone');
    const { outcome, subject } = again;
    await logActivity(store, { action: 'resend-mail', subject: `a mail (“${subject}”)` }, { by: staffName(ctx), at: ctx.now() });
    const answer: Record<string, string> = outcome === 'sent' ? { sent: id } : outcome === 'retrying' ? { again: id } : { problem: 'refused' };
    return moveTo(`/studio/mail?${new URLSearchParams(answer)}`);
  },
  redirect: (result) => result.to ?? '/studio/mail?problem=failed',
});
