import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * The one policy for CMS HTML (blog bodies, event descriptions). Anything not listed is
 * dropped: no scripts, styles, SVG/MathML, forms, frames or event handlers; only https,
 * http, mailto and tel links; images only from this site or https.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's',
    'sub', 'sup', 'small', 'mark', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption', 'table',
    'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div',
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed', 'type'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  enforceHtmlBoundary: true,
  nestingLimit: 20,
  transformTags: {
    a: (tagName, attribs) => {
      const attributes = { ...attribs };
      if (/^https?:/i.test(attributes.href ?? '')) {
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
};

/** Safe HTML for `dangerouslySetInnerHTML`; the only input any page may render as HTML. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, POLICY);
}
