import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * The one policy for CMS HTML (blog bodies, event descriptions). Anything not listed is
 * dropped: no scripts, styles, SVG/MathML, raw-text elements (xmp, noscript, textarea...),
 * forms, frames, ids/names (DOM clobbering) or event handlers. Links keep only http(s),
 * mailto and tel URLs or site-relative paths; images only site-relative paths, which is all
 * the CSP's img-src allows.
 */
export const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's',
  'sub', 'sup', 'small', 'mark', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption', 'table',
  'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div',
] as const;

export const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'reversed', 'type'],
  '*': ['lang', 'dir'],
};

export const LINK_SCHEMES = ['https', 'http', 'mailto', 'tel'] as const;

/** Browsers drop C0 controls and spaces inside URLs ("ja\tvascript:"), so compare without them. */
function compact(url: string): string {
  return url.replace(/[\u0000-\u0020]+/g, '');
}

function isExternalHref(href: string | undefined): boolean {
  return /^https?:/i.test(compact(href ?? ''));
}

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  disallowedTagsMode: 'discard',
  // Raw-text and foreign-content elements are dropped with everything inside them: their
  // text is markup to a browser (CVE-2026-44990 and the svg/math raw-text advisories).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext', 'title', 'template', 'svg', 'math', 'object', 'embed', 'select'],
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([k, v]) => [k, [...v]])),
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  enforceHtmlBoundary: true,
  nestingLimit: 20,
  transformTags: {
    a: (tagName, attribs) => {
      const attributes = { ...attribs };
      if (isExternalHref(attributes.href)) {
        attributes.target = '_blank';
        attributes.rel = 'noopener noreferrer';
      } else {
        delete attributes.target;
        delete attributes.rel;
      }
      return { tagName, attribs: attributes };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  // An image whose source was refused would render as a broken icon: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Images at least this wide (charts, mostly) would shrink past legibility in a phone's column. */
const WIDE_IMAGE = 640;

/**
 * Each wide image not already in a link becomes a link to itself, `.wide-figure`: it opens at
 * full size, and on a narrow screen it keeps its width and scrolls sideways (the article's CSS)
 * rather than shrinking its labels. Runs on the sanitiser's output, whose tags are normalised.
 */
function linkWideImages(html: string): string {
  let inLink = 0;
  return html.replace(/<\/?a\b[^>]*>|<img\b[^>]*>/g, (tag) => {
    if (tag.startsWith('<a')) inLink += 1;
    else if (tag.startsWith('</a')) inLink = Math.max(0, inLink - 1);
    else {
      const width = Number(/\swidth="(\d+)"/.exec(tag)?.[1] ?? 0);
      const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
      if (inLink === 0 && src && width >= WIDE_IMAGE) return `<a class="wide-figure" href="${src}">${tag}</a>`;
    }
    return tag;
  });
}

/**
 * HTML as the studio keeps it: cleaned by the same policy before it is stored, so nothing
 * pasted (scripts, handlers, `javascript:` links, foreign styles, outside images) is ever kept.
 */
export function cleanCmsHtml(html: string): string {
  return sanitizeHtml(html, POLICY);
}

/** Safe HTML for `dangerouslySetInnerHTML`; the only input any page may render as HTML. */
export function sanitizeCmsHtml(html: string): string {
  return linkWideImages(sanitizeHtml(html, POLICY));
}
