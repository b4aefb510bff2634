/**
 * Where a page can be shared, and the link each channel carries: the canonical URL with
 * `utm_source`/`utm_medium` naming the channel, so analytics can tell where visitors came from.
 * The spec's Share button copies the canonical link itself, untagged.
 */

export type ShareChannel = 'linkedin' | 'x' | 'email' | 'share-sheet';

const MEDIUM: Record<ShareChannel, string> = { linkedin: 'social', x: 'social', email: 'email', 'share-sheet': 'share' };

/** `url` with the channel's campaign parameters (any existing query kept). */
export function taggedUrl(url: string, channel: ShareChannel): string {
  const tagged = new URL(url);
  tagged.searchParams.set('utm_source', channel);
  tagged.searchParams.set('utm_medium', MEDIUM[channel]);
  return tagged.toString();
}

export type ShareTarget = { channel: Exclude<ShareChannel, 'share-sheet'>; label: string; href: string };

/** LinkedIn's, X's and an e-mail's share links for a page. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const linkedin = new URL('https://www.linkedin.com/sharing/share-offsite/');
  linkedin.searchParams.set('url', taggedUrl(url, 'linkedin'));
  const x = new URL('https://x.com/intent/post');
  x.searchParams.set('text', title);
  x.searchParams.set('url', taggedUrl(url, 'x'));
  // mailto wants %20 for spaces, not '+': build its query by hand.
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${taggedUrl(url, 'email')}`)}`;
  return [
    { channel: 'linkedin', label: 'LinkedIn', href: linkedin.toString() },
    { channel: 'x', label: 'X', href: x.toString() },
    { channel: 'email', label: 'E-mail', href: mail },
  ];
}
