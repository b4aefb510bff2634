import 'server-only';
import { z } from 'zod';
import { MEDIA_PATH } from '../../media/paths';
import { field } from '../fields';
import { STUDIO_MESSAGES } from '../input';
import { imageOptions } from '../options';

/** The fieldset every kind with a page of its own has: what search results and shared links show. */
export const SEO_GROUP = 'Search and sharing';

export const SEO_MESSAGES = {
  metaTitleTooLong: 'Keep the title for search results under 70 characters.',
  metaDescriptionTooLong: 'Keep the description for search results under 160 characters.',
} as const;

/**
 * The search-and-sharing fields, after Ghost's and Payload's SEO panels: a title and description
 * for search results (their lengths shown as they are typed) and the image a shared link shows,
 * chosen from uploads and the kind's own pictures. Each left empty falls back to the page's own.
 */
export const seoFields = (folder: string, image: RegExp, fallback: { title: string; description: string }) => ({
  metaTitle: field.text('Title in search results', { max: 70, maxMessage: SEO_MESSAGES.metaTitleTooLong, group: SEO_GROUP, counter: true, hint: `Empty: ${fallback.title}. About 60 characters show.` }),
  metaDescription: field.textarea('Description in search results', { max: 160, maxMessage: SEO_MESSAGES.metaDescriptionTooLong, rows: 3, group: SEO_GROUP, counter: true, hint: `Empty: ${fallback.description}.` }),
  socialImage: field.image('Image when shared', {
    input: z.union([z.literal(''), z.string().regex(image), z.string().regex(MEDIA_PATH)], { message: STUDIO_MESSAGES.imageUnknown }),
    options: () => imageOptions(folder, image),
    allowNone: true,
    group: SEO_GROUP,
    hint: 'None: a card made from the heading.',
  }),
});
