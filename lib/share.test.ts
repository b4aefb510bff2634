import { shareTargets, taggedUrl } from './share';

const URL_ = 'https://site.example/insights/Can-PHA-Finally-Compete%3F/b-1';

test('a shared link names its channel in utm_source and utm_medium, keeping its path and query', () => {
  expect(taggedUrl(URL_, 'linkedin')).toBe(`${URL_}?utm_source=linkedin&utm_medium=social`);
  expect(taggedUrl(URL_, 'email')).toBe(`${URL_}?utm_source=email&utm_medium=email`);
  expect(taggedUrl(`${URL_}?page=2`, 'share-sheet')).toBe(`${URL_}?page=2&utm_source=share-sheet&utm_medium=share`);
  // Tagging twice replaces rather than repeats.
  expect(taggedUrl(taggedUrl(URL_, 'x'), 'linkedin')).toBe(`${URL_}?utm_source=linkedin&utm_medium=social`);
});

test("LinkedIn, X and e-mail targets carry the tagged link (and X and e-mail the title)", () => {
  const [linkedin, x, email] = shareTargets(URL_, 'Can PHA Finally Compete? & more');
  expect(linkedin!.label).toBe('LinkedIn');
  expect(new URL(linkedin!.href).origin).toBe('https://www.linkedin.com');
  expect(new URL(linkedin!.href).searchParams.get('url')).toBe(taggedUrl(URL_, 'linkedin'));
  expect(new URL(x!.href).origin + new URL(x!.href).pathname).toBe('https://x.com/intent/post');
  expect(new URL(x!.href).searchParams.get('url')).toBe(taggedUrl(URL_, 'x'));
  expect(new URL(x!.href).searchParams.get('text')).toBe('Can PHA Finally Compete? & more');
  expect(email!.href).toBe(
    `mailto:?subject=Can%20PHA%20Finally%20Compete%3F%20%26%20more&body=${encodeURIComponent(`Can PHA Finally Compete? & more\n\n${taggedUrl(URL_, 'email')}`)}`,
  );
});
