/**
 * Input length limits, enforced by the server schemas and mirrored by `maxLength` in the forms.
 * Apart from lib/validation so a form on every page can use them without the message strings.
 */
export const INPUT_MAX_LENGTH = {
  email: 254,
  password: 128,
  query: 2000,
  comment: 1000,
} as const;
