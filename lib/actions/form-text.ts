import { MESSAGES } from '../validation';

/** What an account action answers when the store or the account backend fails: the site's one "try again later" message. */
export const TRY_LATER = MESSAGES.subscribeFailed;
