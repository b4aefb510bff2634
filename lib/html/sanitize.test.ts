import { sanitizeCmsHtml } from './sanitize';

describe('sanitizeCmsHtml', () => {
  test('keeps the structure of an article', () => {
    const html = '<h2>Title</h2><p>Text <strong>bold</strong></p><ul><li>One</li></ul>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });
  test('drops scripts and event handlers', () => {
    expect(sanitizeCmsHtml('<p onclick="x()">a</p><script>alert(1)</script>')).toBe('<p>a</p>');
  });
  test('external links open safely in a new tab; javascript: URLs lose their href', () => {
    expect(sanitizeCmsHtml('<a href="https://example.org">x</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeCmsHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
  test('site-relative links and images stay', () => {
    expect(sanitizeCmsHtml('<a href="/insights">x</a>')).toBe('<a href="/insights">x</a>');
    expect(sanitizeCmsHtml('<img src="/images/a.jpg" alt="A">')).toBe('<img src="/images/a.jpg" alt="A" loading="lazy" decoding="async" />');
  });
  test('a wide image (a chart) links to itself at full size; narrow ones and linked ones stay as they are', () => {
    expect(sanitizeCmsHtml('<p><img src="/images/c.svg" alt="Chart" width="960" height="420"></p>')).toBe(
      '<p><a class="wide-figure" href="/images/c.svg"><img src="/images/c.svg" alt="Chart" width="960" height="420" loading="lazy" decoding="async" /></a></p>',
    );
    expect(sanitizeCmsHtml('<img src="/images/i.png" alt="Icon" width="120">')).toBe('<img src="/images/i.png" alt="Icon" width="120" loading="lazy" decoding="async" />');
    expect(sanitizeCmsHtml('<a href="/x"><img src="/images/c.svg" alt="C" width="960"></a>')).toBe(
      '<a href="/x"><img src="/images/c.svg" alt="C" width="960" loading="lazy" decoding="async" /></a>',
    );
    // A class in the content itself is dropped: only the sanitiser gives one.
    expect(sanitizeCmsHtml('<a class="wide-figure" href="/y">y</a>')).toBe('<a href="/y">y</a>');
  });
});
