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
});
