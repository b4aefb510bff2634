'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getStore } from '../data';
import { staffMember, staffName } from './access';
import { fieldsFrom, parseInsight, parsePublishAt, STUDIO_MESSAGES, versionInput, type InsightFields } from './insight-input';
import { newInsightId, publishInsight, restoreRevision, saveInsight, scheduleInsight, unscheduleInsight, withdrawInsight } from './items';

/** What the insight form shows after a refused post: the message, and the fields exactly as sent. */
export type InsightFormState = { message: string; fields: InsightFields; at: number } | null;

const INSIGHT_ID = /^b-[a-z0-9-]{1,80}$/;

const INTENTS = ['save', 'publish', 'schedule', 'unschedule', 'withdraw'] as const;
const isIntent = (value: unknown): value is (typeof INTENTS)[number] => (INTENTS as readonly unknown[]).includes(value);

/**
 * The insight form's one action: the clicked button's `intent` says save, publish, schedule,
 * unschedule or withdraw.
 * Each checks the role on the server; a success redirects to the editor (the page then reads the
 * stored draft), a refusal answers with the message and keeps what was typed.
 */
export async function submitInsight(_previous: InsightFormState, form: FormData): Promise<InsightFormState> {
  const fields = fieldsFrom(form);
  const refuse = (message: string) => ({ message, fields, at: Date.now() });
  const intent = form.get('intent');
  const member = await staffMember(intent === 'save' ? 'editor' : 'publisher');
  if (!member || !isIntent(intent)) return refuse(STUDIO_MESSAGES.notAllowed);
  const rawId = String(form.get('id') ?? '');
  const version = versionInput.safeParse(form.get('version'));
  if ((rawId !== '' && !INSIGHT_ID.test(rawId)) || !version.success) return refuse(STUDIO_MESSAGES.versionInvalid);
  const actor = { by: staffName(member), at: Date.now() };
  const id = rawId || newInsightId(actor.at);
  let done: 'saved' | 'published' | 'withdrawn' | 'scheduled' | 'unscheduled';
  try {
    const store = await getStore();
    if (intent === 'withdraw' || intent === 'unschedule') {
      const changed = rawId !== '' && (intent === 'withdraw' ? await withdrawInsight(store, id, actor) : await unscheduleInsight(store, id));
      if (!changed) return refuse(STUDIO_MESSAGES.versionInvalid);
      done = intent === 'withdraw' ? 'withdrawn' : 'unscheduled';
    } else {
      const parsed = parseInsight(fields);
      if (!parsed.ok) return refuse(parsed.message);
      let outcome;
      if (intent === 'schedule') {
        const when = parsePublishAt(fields.publishAt, actor.at);
        if (!when.ok) return refuse(when.message);
        outcome = await scheduleInsight(store, id, version.data, parsed.value, when.at, actor);
      } else {
        outcome = await (intent === 'publish' ? publishInsight : saveInsight)(store, id, version.data, parsed.value, actor);
      }
      if (!outcome.ok) return refuse(STUDIO_MESSAGES.conflict);
      done = intent === 'publish' ? 'published' : intent === 'schedule' ? 'scheduled' : 'saved';
    }
  } catch (error) {
    console.error(`[studio] ${String(intent)} ${id} failed:`, error instanceof Error ? error.message : error);
    return refuse(STUDIO_MESSAGES.failed);
  }
  // Publishing or withdrawing changes what many pages list (home, lists, verticals, authors,
  // feeds, sitemap): every cached page is renewed, on every instance (lib/cache/handler.mjs).
  if (done === 'published' || done === 'withdrawn') revalidatePath('/', 'layout');
  redirect(`/studio/insights/${id}?done=${done}`);
}

/**
 * An earlier revision made the newest draft, from an insight's history page (a plain form: it
 * works before any script). Editors and above; a save since the page was opened refuses it.
 */
export async function restoreInsight(form: FormData): Promise<void> {
  const member = await staffMember('editor');
  const id = String(form.get('id') ?? '');
  const version = versionInput.safeParse(form.get('version'));
  const from = versionInput.safeParse(form.get('from'));
  if (!member || !INSIGHT_ID.test(id) || !version.success || !from.success) redirect('/studio');
  let outcome;
  try {
    outcome = await restoreRevision(await getStore(), id, version.data, from.data, { by: staffName(member), at: Date.now() });
  } catch (error) {
    console.error(`[studio] restore ${id} failed:`, error instanceof Error ? error.message : error);
    redirect(`/studio/insights/${id}/history?problem=failed`);
  }
  if (!outcome?.ok) redirect(`/studio/insights/${id}/history?problem=conflict`);
  redirect(`/studio/insights/${id}?done=restored`);
}
