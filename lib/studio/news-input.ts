import { z } from 'zod';
import { NEWS_CATEGORIES } from '@/content/categories';
import { firstProblem, formText, HEADING_MAX, oneOf, STUDIO_MESSAGES } from './input';

/** What the studio's news form may send, and the messages for what it may not. */
export const NEWS_MESSAGES = {
  headingMissing: 'Give the news item a heading.',
  textMissing: 'Write the text of the news item.',
  textTooLong: 'Keep the text under 5,000 characters.',
  categoryUnknown: 'Choose a category from the list.',
} as const;

const TEXT_MAX = 5_000;
export const NEWS_FORM_CATEGORIES = NEWS_CATEGORIES.filter((category) => category !== 'All');

/** A news item as staff write it: a heading, its text (plain: the list shows it as written) and a category. */
const newsInput = z.object({
  kind: z.literal('news').default('news'),
  heading: z.string().trim().min(1, NEWS_MESSAGES.headingMissing).max(HEADING_MAX, STUDIO_MESSAGES.headingTooLong),
  text: z.string().trim().min(1, NEWS_MESSAGES.textMissing).max(TEXT_MAX, NEWS_MESSAGES.textTooLong),
  category: oneOf(NEWS_FORM_CATEGORIES, NEWS_MESSAGES.categoryUnknown),
});

export type NewsInput = z.output<typeof newsInput>;

/** The form's values as posted, kept as text so a refused form shows exactly what was sent. */
export type NewsFields = Record<'heading' | 'text' | 'category' | 'publishAt', string>;

export function newsFieldsFrom(form: FormData): NewsFields {
  return { heading: formText(form, 'heading'), text: formText(form, 'text'), category: formText(form, 'category'), publishAt: formText(form, 'publishAt') };
}

export function parseNews(fields: NewsFields): { ok: true; value: NewsInput } | { ok: false; message: string } {
  // Line ends as the browser sends them (CRLF) are kept as the list shows them: one kind.
  return firstProblem(newsInput.safeParse({ ...fields, text: fields.text.replace(/\r\n?/g, '\n') }));
}

export function newsFieldsOf(content: NewsInput, publishAt: string): NewsFields {
  return { heading: content.heading, text: content.text, category: content.category, publishAt };
}
