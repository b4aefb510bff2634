import { MESSAGES } from '../validation';

/** A form field's text ('' when missing or not text, such as a file). */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** What an account action answers when the store or the account backend fails: the site's one "try again later" message. */
export const TRY_LATER = MESSAGES.subscribeFailed;
