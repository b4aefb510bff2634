'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getAccounts } from '../auth/accounts';
import { isRole } from '../auth/roles';
import { deleteComment, setCommentStatus } from '../comments/moderation';
import { getStore } from '../data';
import { plainAddress } from '../email-address';
import { eraseAddress } from '../account/own-data';
import { maskedEmail } from '../subscriptions/subscriptions';
import { staffMember, staffName } from './access';
import { changeRole } from './staff';
import { createReviewLink, REVIEW_DAYS, withdrawReviewLinks } from './review-links';
import { absoluteUrl } from '../seo/url';
import type { ContentOf, StudioKind } from '../data/schema';
import { eventFieldsFrom, parseEvent, type EventFields } from './event-input';
import { insightFieldsFrom, parseInsight, type InsightFields } from './insight-input';
import { parsePublishAt, ROLE_UNCONFIRMED, STUDIO_MESSAGES, versionInput } from './input';
import { editorPath, kindMessages, kindOfId, KINDS } from './kinds';
import { bannerFieldsFrom, parseBanner, type BannerFields } from './banner-input';
import { compendiumFieldsFrom, parseCompendium, type CompendiumFields } from './compendium-input';
import { newsFieldsFrom, parseNews, type NewsFields } from './news-input';
import { openingFieldsFrom, parseOpening, type OpeningFields } from './opening-input';
import { answerQuery, INBOX_MESSAGES, parseAnswer, QUERY_ID, QUERY_STATUSES, setQueryStatus, type QueryStatus } from './inbox';
import { logActivity, newItemId, openItem, publishItem, restoreRevision, saveItem, scheduleItem, unscheduleItem, withdrawItem } from './items';

/** What an item's form shows after a refused post: the message, and the fields exactly as sent. */
export type ItemFormState<F> = { message: string; fields: F; at: number } | null;

const INTENTS = ['save', 'publish', 'schedule', 'unschedule', 'withdraw'] as const;
const isIntent = (value: unknown): value is (typeof INTENTS)[number] => (INTENTS as readonly unknown[]).includes(value);

type Parsed<K extends StudioKind> = { ok: true; value: ContentOf<K> } | { ok: false; message: string };

/**
 * An item form's one action, whatever the kind: the clicked button's `intent` says save,
 * publish, schedule, unschedule or withdraw. Each checks the role on the server; a success
 * redirects to the editor (the page then reads the stored draft), a refusal answers with the
 * message and keeps what was typed.
 */
async function submitItem<K extends StudioKind, F extends { publishAt: string }>(kind: K, form: FormData, fields: F, parse: (fields: F) => Parsed<K>): Promise<ItemFormState<F>> {
  const refuse = (message: string) => ({ message, fields, at: Date.now() });
  const intent = form.get('intent');
  const member = await staffMember(intent === 'save' ? 'editor' : 'publisher');
  if (!member || !isIntent(intent)) return refuse(STUDIO_MESSAGES.notAllowed);
  const rawId = String(form.get('id') ?? '');
  const version = versionInput.safeParse(form.get('version'));
  if ((rawId !== '' && !KINDS[kind].id.test(rawId)) || !version.success) return refuse(STUDIO_MESSAGES.versionInvalid);
  const actor = { by: staffName(member), at: Date.now() };
  const id = rawId || newItemId(kind, actor.at);
  let done: 'saved' | 'published' | 'withdrawn' | 'scheduled' | 'unscheduled';
  try {
    const store = await getStore();
    if (intent === 'withdraw' || intent === 'unschedule') {
      const changed = rawId !== '' && (intent === 'withdraw' ? await withdrawItem(store, kind, id, actor) : await unscheduleItem(store, kind, id));
      if (!changed) return refuse(STUDIO_MESSAGES.versionInvalid);
      done = intent === 'withdraw' ? 'withdrawn' : 'unscheduled';
    } else {
      const parsed = parse(fields);
      if (!parsed.ok) return refuse(parsed.message);
      let outcome;
      if (intent === 'schedule') {
        const when = parsePublishAt(fields.publishAt, actor.at);
        if (!when.ok) return refuse(when.message);
        outcome = await scheduleItem(store, id, version.data, parsed.value, when.at, actor);
      } else {
        outcome = await (intent === 'publish' ? publishItem : saveItem)(store, id, version.data, parsed.value, actor);
      }
      if (!outcome.ok) return refuse('refused' in outcome ? outcome.refused : kindMessages(kind).conflict);
      done = intent === 'publish' ? 'published' : intent === 'schedule' ? 'scheduled' : 'saved';
    }
  } catch (error) {
    console.error(`[studio] ${String(intent)} ${id} failed:`, error instanceof Error ? error.message : error);
    return refuse(STUDIO_MESSAGES.failed);
  }
  // Publishing or withdrawing changes what many pages list (home, lists, verticals, authors,
  // feeds, sitemap): every cached page is renewed, on every instance (lib/cache/handler.mjs).
  if (done === 'published' || done === 'withdrawn') revalidatePath('/', 'layout');
  redirect(`${editorPath(kind, id)}?done=${done}`);
}

/** The insight form's action (components/studio/insight-form.client.tsx). */
export async function submitInsight(_previous: ItemFormState<InsightFields>, form: FormData): Promise<ItemFormState<InsightFields>> {
  return submitItem('insight', form, insightFieldsFrom(form), parseInsight);
}

/** The news form's action (components/studio/news-form.client.tsx). */
export async function submitNews(_previous: ItemFormState<NewsFields>, form: FormData): Promise<ItemFormState<NewsFields>> {
  return submitItem('news', form, newsFieldsFrom(form), parseNews);
}

/** The event form's action (components/studio/event-form.client.tsx). */
export async function submitEvent(_previous: ItemFormState<EventFields>, form: FormData): Promise<ItemFormState<EventFields>> {
  return submitItem('event', form, eventFieldsFrom(form), parseEvent);
}

/** The job opening form's action (components/studio/opening-form.client.tsx). */
export async function submitOpening(_previous: ItemFormState<OpeningFields>, form: FormData): Promise<ItemFormState<OpeningFields>> {
  return submitItem('opening', form, openingFieldsFrom(form), parseOpening);
}

/** The compendium form's action (components/studio/compendium-form.client.tsx). */
export async function submitCompendium(_previous: ItemFormState<CompendiumFields>, form: FormData): Promise<ItemFormState<CompendiumFields>> {
  return submitItem('compendium', form, compendiumFieldsFrom(form), parseCompendium);
}

/** The banner form's action (components/studio/banner-form.client.tsx). */
export async function submitBanner(_previous: ItemFormState<BannerFields>, form: FormData): Promise<ItemFormState<BannerFields>> {
  return submitItem('banner', form, bannerFieldsFrom(form), parseBanner);
}

/**
 * An earlier revision made the newest draft, from an item's history page (a plain form: it
 * works before any script). Editors and above; a save since the page was opened refuses it.
 */
export async function restoreItem(form: FormData): Promise<void> {
  const member = await staffMember('editor');
  const id = String(form.get('id') ?? '');
  const kind = kindOfId(id);
  const version = versionInput.safeParse(form.get('version'));
  const from = versionInput.safeParse(form.get('from'));
  if (!member || !kind || !version.success || !from.success) redirect('/studio');
  const editor = editorPath(kind, id);
  let outcome;
  try {
    outcome = await restoreRevision(await getStore(), id, version.data, from.data, { by: staffName(member), at: Date.now() });
  } catch (error) {
    console.error(`[studio] restore ${id} failed:`, error instanceof Error ? error.message : error);
    redirect(`${editor}/history?problem=failed`);
  }
  if (!outcome?.ok) redirect(`${editor}/history?problem=conflict`);
  redirect(`${editor}?done=restored`);
}

/** What the roles form shows after a post: the outcome, and whether it went through. */
export type RoleFormState = { ok: boolean; message: string; at: number; email?: string; role?: string } | null;

/**
 * Grants a staff role to an account, or takes it away (role "none"): admins only, checked on
 * this request. Counts from the person's next request; the activity log records it.
 */
export async function setStaffRole(_previous: RoleFormState, form: FormData): Promise<RoleFormState> {
  // A refusal gives the form back what was typed, to correct or to send again.
  const typed = { email: String(form.get('email') ?? '').slice(0, 320), role: String(form.get('role') ?? '').slice(0, 20) };
  const answer = (ok: boolean, message: string) => ({ ok, message, at: Date.now(), ...(ok ? {} : typed) });
  const member = await staffMember('admin');
  if (!member) return answer(false, STUDIO_MESSAGES.notAllowed);
  const email = plainAddress(String(form.get('email') ?? ''));
  const role = String(form.get('role') ?? '');
  if (!email) return answer(false, STUDIO_MESSAGES.roleAddressInvalid);
  if (role !== 'none' && !isRole(role)) return answer(false, STUDIO_MESSAGES.roleUnknown);
  if (email === plainAddress(member.user.email) && role !== 'admin') return answer(false, STUDIO_MESSAGES.roleOwnAdmin);
  try {
    const actor = { by: staffName(member), at: Date.now() };
    const outcome = await changeRole(await getAccounts(), await getStore(), email, isRole(role) ? role : null, actor);
    if (outcome === 'unknown') return answer(false, STUDIO_MESSAGES.roleNoAccount);
    if (outcome === 'unconfirmed') return answer(false, ROLE_UNCONFIRMED(email));
    // The answer carries the page again, its list of who holds a role included.
    revalidatePath('/studio/roles');
  } catch (error) {
    console.error('[studio] setting a role failed:', error instanceof Error ? error.message : error);
    return answer(false, STUDIO_MESSAGES.failed);
  }
  return answer(true, isRole(role) ? `${email} is now ${role === 'admin' ? 'an' : 'a'} ${role}, from their next request.` : `${email} has no staff role any more, from their next request.`);
}

/** What the answer form shows after a refused post: the message, and the answer as typed. */
export type AnswerFormState = { message: string; answer: string; at: number } | null;

/**
 * Answers a visitor's query from the studio (editors and up): mails the visitor and records who
 * answered and when. A success goes back to the query's page, which shows the answer.
 */
export async function answerVisitorQuery(_previous: AnswerFormState, form: FormData): Promise<AnswerFormState> {
  const raw = String(form.get('answer') ?? '');
  const refuse = (message: string) => ({ message, answer: raw, at: Date.now() });
  const member = await staffMember('editor');
  if (!member) return refuse(STUDIO_MESSAGES.notAllowed);
  const id = String(form.get('id') ?? '');
  if (!QUERY_ID.test(id)) return refuse(INBOX_MESSAGES.gone);
  const parsed = parseAnswer(raw);
  if (!parsed.ok) return refuse(parsed.message);
  let outcome;
  try {
    outcome = await answerQuery(await getStore(), id, parsed.answer, { by: staffName(member), at: Date.now() });
  } catch (error) {
    console.error(`[studio] answering ${id} failed:`, error instanceof Error ? error.message : error);
    return refuse(STUDIO_MESSAGES.failed);
  }
  if (outcome === 'gone') return refuse(INBOX_MESSAGES.gone);
  redirect(`/studio/queries/${id}?done=${outcome}`);
}

const isStatus = (value: unknown): value is QueryStatus => (QUERY_STATUSES as readonly unknown[]).includes(value);

/** Sets a query's status from its page (a plain form, working before any script): editors and up. */
export async function changeQueryStatus(form: FormData): Promise<void> {
  const member = await staffMember('editor');
  const id = String(form.get('id') ?? '');
  const status = form.get('status');
  if (!member || !QUERY_ID.test(id) || !isStatus(status)) redirect('/studio/queries');
  let changed = false;
  try {
    changed = await setQueryStatus(await getStore(), id, status);
  } catch (error) {
    console.error(`[studio] setting the status of ${id} failed:`, error instanceof Error ? error.message : error);
    redirect(`/studio/queries/${id}?done=failed`);
  }
  redirect(changed ? `/studio/queries/${id}?done=status-${status}` : '/studio/queries?done=gone');
}

/** What the erase form shows after a post: the outcome, and whether it went through. */
export type EraseFormState = { ok: boolean; message: string; at: number } | null;

/**
 * Erases everything kept about one address (its subscription, the mails sent to it, the queries
 * and event comments sent under it): admins only. The activity log records it with the address
 * masked, so the log keeps no copy of what was erased.
 */
export async function eraseSubscriber(_previous: EraseFormState, form: FormData): Promise<EraseFormState> {
  const answer = (ok: boolean, message: string) => ({ ok, message, at: Date.now() });
  const member = await staffMember('admin');
  if (!member) return answer(false, STUDIO_MESSAGES.notAllowed);
  const email = plainAddress(String(form.get('email') ?? '').trim());
  if (!email) return answer(false, STUDIO_MESSAGES.eraseAddressInvalid);
  try {
    const store = await getStore();
    await eraseAddress(store, email);
    await logActivity(store, { action: 'erase', subject: maskedEmail(email) }, { by: staffName(member), at: Date.now() });
  } catch (error) {
    console.error('[studio] erasing an address failed:', error instanceof Error ? error.message : error);
    return answer(false, STUDIO_MESSAGES.failed);
  }
  return answer(true, `Everything kept about ${email} has been erased.`);
}

/** What the review-link form shows: the link made (shown this once), or a refusal. */
export type ReviewLinkState = { ok: boolean; message: string; link?: string; at: number } | null;

/**
 * Makes a link that shows the insight's latest draft to someone without an account, for
 * REVIEW_DAYS days (editors and up). The token is shown here once; the store keeps its hash.
 */
export async function shareForReview(_previous: ReviewLinkState, form: FormData): Promise<ReviewLinkState> {
  const answer = (ok: boolean, message: string, link?: string) => ({ ok, message, ...(link ? { link } : {}), at: Date.now() });
  const member = await staffMember('editor');
  if (!member) return answer(false, STUDIO_MESSAGES.notAllowed);
  const id = String(form.get('id') ?? '');
  if (!KINDS.insight.id.test(id)) return answer(false, STUDIO_MESSAGES.versionInvalid);
  try {
    const store = await getStore();
    if (!(await openItem(store, 'insight', id))) return answer(false, STUDIO_MESSAGES.versionInvalid);
    const token = await createReviewLink(store, id, { by: staffName(member), uid: member.user.uid, at: Date.now() });
    return answer(true, `Anyone with this link sees the latest draft for ${REVIEW_DAYS} days, without an account.`, absoluteUrl(`/studio/review/${token}`));
  } catch (error) {
    console.error(`[studio] a review link for ${id} failed:`, error instanceof Error ? error.message : error);
    return answer(false, STUDIO_MESSAGES.failed);
  }
}

/** Withdraws every review link of an insight at once (a plain form, working before any script): editors and up. */
export async function withdrawReviews(form: FormData): Promise<void> {
  const member = await staffMember('editor');
  const id = String(form.get('id') ?? '');
  if (!member || !KINDS.insight.id.test(id)) redirect('/studio');
  try {
    await withdrawReviewLinks(await getStore(), id);
  } catch (error) {
    console.error(`[studio] withdrawing the review links of ${id} failed:`, error instanceof Error ? error.message : error);
    redirect(`/studio/insights/${id}?done=failed`);
  }
  redirect(`/studio/insights/${id}?done=reviews-withdrawn`);
}

const COMMENT_ID = /^[\w~-]{1,200}$/;
const BACK_TO_COMMENTS = /^\/studio\/comments(\?[\w%.~=&-]{0,800})?$/;
const ARTICLE_PATH = /^\/insights\/[^/?#\s]{1,300}\/[^/?#\s]{1,200}$/;
const MODERATIONS = ['hide', 'show', 'delete'] as const;
type Moderation = (typeof MODERATIONS)[number];
const isModeration = (value: unknown): value is Moderation => (MODERATIONS as readonly unknown[]).includes(value);

/**
 * Hides, shows (restores or approves) or deletes a comment from the studio's list (a plain form,
 * working before any script): editors and up. An insight comment's article is revalidated, so it
 * leaves or joins every public page on every instance; its live lists follow the store.
 */
export async function moderateComment(form: FormData): Promise<void> {
  const member = await staffMember('editor');
  const id = String(form.get('id') ?? '');
  const kind = form.get('kind') === 'event' ? 'event' : 'insight';
  const intent = form.get('intent');
  // Back to the page of the list the form was on (that list's path only), with the outcome; from
  // an article (staff hiding a comment where they read it), back to its comments once it is done.
  const back = String(form.get('back') ?? '');
  const fromArticle = ARTICLE_PATH.test(back);
  const base = BACK_TO_COMMENTS.test(back) ? back : '/studio/comments';
  const to = (done: string) => (fromArticle && ['hidden', 'shown', 'deleted', 'gone'].includes(done) ? `${back}#comments` : `${base}${base.includes('?') ? '&' : '?'}done=${done}`);
  if (!member || !COMMENT_ID.test(id) || !isModeration(intent) || (kind === 'event' && intent !== 'delete')) redirect(to('not-allowed'));
  let outcome;
  try {
    const store = await getStore();
    outcome = intent === 'delete' ? await deleteComment(store, kind, id) : await setCommentStatus(store, id, intent === 'hide' ? 'hidden' : 'shown');
    if (outcome) {
      if (outcome.path && kind === 'insight') revalidatePath(outcome.path);
      const action = intent === 'delete' ? 'delete-comment' : intent === 'hide' ? 'hide-comment' : 'show-comment';
      await logActivity(store, { action, subject: `a comment by ${outcome.author}` }, { by: staffName(member), at: Date.now() });
    }
  } catch (error) {
    console.error(`[studio] moderating comment ${id} failed:`, error instanceof Error ? error.message : error);
    redirect(to('failed'));
  }
  redirect(to(outcome ? (intent === 'delete' ? 'deleted' : intent === 'hide' ? 'hidden' : 'shown') : 'gone'));
}
