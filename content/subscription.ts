/**
 * What the subscribe form tells a visitor they agree to. Each subscriber's consent record keeps
 * the wording and its version (lib/subscriptions): a change of wording is a new version.
 */
export const CONSENT = {
  version: 1,
  wording:
    'Insights, industry news and events from our analysts, straight to your inbox. We mail you a link to confirm first; every mail lets you change your topics or unsubscribe.',
} as const;
