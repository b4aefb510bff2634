/** Display limits of spec section 5, in one place. */
export const LIMITS = {
  newsHeading: 50,
  newsDescription: 200,
  homeBlogHeading: 90,
  insightCardHeading: 55,
  insightShort: 180,
  spotlight: 100,
  mobileBlogHeading: 50,
  listDescription: 200,
  compendiumDescription: 250,
  eventCardDescription: 400,
  newsExcerpt: 400,
  structuredDataDescription: 300,
} as const;

export const ELLIPSIS = '...';

/** Cuts at `max` characters (whole code points, so no broken emoji) and adds '...' when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  return chars.slice(0, max).join('').trimEnd() + ELLIPSIS;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Plain text of an HTML fragment, for excerpts and descriptions (not for sanitising). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => {
      if (ENTITIES[name]) return ENTITIES[name];
      const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? parseInt(name.slice(1), 10) : NaN;
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * The first `max` characters of an HTML fragment's plain text, escaped again so that
 * `plainText()` of the result gives exactly those characters back. Lists send this instead
 * of whole bodies to the browser, where the cards cut it further.
 */
export function plainExcerpt(html: string, max: number): string {
  return Array.from(plainText(html))
    .slice(0, max)
    .join('')
    .replace(/[&<>]/g, (c) => ESCAPES[c]!);
}

/**
 * The {heading} segment of /insights/{heading}/{id}: the heading with every whitespace
 * character and question mark replaced by a hyphen (spec section 2). The id decides the
 * article; this segment is only for people and crawlers.
 */
export function headingSlug(heading: string): string {
  return heading.trim().replace(/[\s?]/g, '-');
}

/** The path of an insight article, percent-encoded for use in links and sitemaps. */
export function insightPath(heading: string, id: string): string {
  return `/insights/${encodeURIComponent(headingSlug(heading))}/${encodeURIComponent(id)}`;
}

/** The shareable URL of an event: its page, which the events list opens as a modal. */
export function eventPath(id: string): string {
  return `/events/${encodeURIComponent(id)}`;
}

/** The opening's own, shareable page. */
export function openingPath(id: string): string {
  return `/careers/${encodeURIComponent(id)}`;
}
