import { serializeJsonLd } from './json-ld';

test('JSON-LD cannot close its script element', () => {
  const out = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
  expect(out).not.toContain('<');
  expect(JSON.parse(out)).toEqual({ headline: '</script><script>alert(1)</script>' });
});
