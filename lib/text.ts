/** Where text is cut for display (spec section 5), in one place: a card heading, a summary, a description. */
export const TEXT_CUTS = {
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

const ELLIPSIS = '...';

/**
 * At most `max` characters (whole code points, so no broken emoji) and '...' when cut: at the
 * last word boundary in the limit's last third, so no word is cut in half; a single long word
 * is cut where the limit falls. Punctuation left dangling before the '...' goes.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  // One character past the limit shows whether the cut falls between two words.
  const reach = chars.slice(0, max + 1).join('');
  const space = reach.lastIndexOf(' ');
  const head = space > 0 && Array.from(reach.slice(0, space)).length >= (max * 2) / 3 ? reach.slice(0, space) : chars.slice(0, max).join('');
  return head.replace(/[\s,;:–—-]+$/u, '') + ELLIPSIS;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Elements a browser lays out as blocks (or breaks a line at): each starts and ends a line of text. */
const BLOCK = /^(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)$/i;

/**
 * The text of stored HTML (or plain text), one entry a block: paragraph, heading, list item,
 * cell. Inline markup adds no space of its own (`<b>Summit</b>,` reads "Summit,"), scripts,
 * styles and comments go, entities are decoded. Small and the same in the browser, where live
 * lists render cards: not a sanitiser.
 */
export function plainLines(html: string): string[] {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    // Line breaks in the source are spaces, as a browser shows them; only blocks break lines.
    .replace(/\s+/g, ' ')
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_, name: string) => (BLOCK.test(name) ? '\n' : ''))
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => {
      if (ENTITIES[name]) return ENTITIES[name];
      const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? parseInt(name.slice(1), 10) : NaN;
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    })
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** A block's end that already closes a sentence (closing quotes and brackets may follow). */
const SENTENCE_END = /[.!?:;…]["'”’)\]]*$/u;

/**
 * Plain text of an HTML fragment on one line, for excerpts, cards and descriptions (not for
 * sanitising): each block ends a sentence, with a full stop where it has none of its own, so a
 * list's items or a heading and its paragraph do not run together.
 */
export function plainText(html: string): string {
  return plainLines(html)
    .map((line, index, all) => (index < all.length - 1 && !SENTENCE_END.test(line) ? `${line}.` : line))
    .join(' ');
}

/** A path segment as text: decoded, or as it came when its escapes are malformed. */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
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

/** An article's {heading} segment: the address staff gave it in the studio, else made from its heading. */
export function articleSegment(blog: { heading: string; segment?: string }): string {
  return headingSlug(blog.segment || blog.heading);
}

/** An article's path: its own segment and id. */
export function articlePath(blog: { heading: string; segment?: string; id: string }): string {
  return insightPath(blog.segment || blog.heading, blog.id);
}

/**
 * Whether a path is an article's, as insightPath writes it: visible ASCII only (a heading is
 * percent-encoded), so it can go into a Location header as it is. A control character, a line
 * break or U+2028 would make that header invalid.
 */
export function isArticlePath(path: string): boolean {
  return /^\/insights\/[\x21-\x7e]+\/[\x21-\x7e]+$/.test(path) && !/[?#]/.test(path) && path.split('/').length === 4;
}

/** The shareable URL of an event: its page, which the events list opens as a modal. */
export function eventPath(id: string): string {
  return `/events/${encodeURIComponent(id)}`;
}

/** A news item's own, shareable page. */
export function newsPath(id: string): string {
  return `/news/${encodeURIComponent(id)}`;
}

/** The opening's own, shareable page. */
export function openingPath(id: string): string {
  return `/careers/${encodeURIComponent(id)}`;
}
