import { ACTION_BODY_LIMIT, actionRequestProblem, jsonDepth } from './action-request';

const post = (body: BodyInit | null, type?: string) =>
  new Request('http://localhost/about-us', { method: 'POST', body, headers: { 'next-action': 'a1', ...(type ? { 'content-type': type } : {}) } });
const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

test('a well-formed call passes: arguments as JSON, or a form with its argument list', async () => {
  await expect(actionRequestProblem(post('[{},"$K1"]', 'text/plain;charset=UTF-8'))).resolves.toBeNull();
  await expect(actionRequestProblem(post(form([['_1_email', 'a@example.com'], ['0', '[{},"$K1"]']])))).resolves.toBeNull();
  // A form posted before any script: React's hidden fields, no argument list.
  await expect(actionRequestProblem(post(form([['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":"a1","bound":"$@1"}'], ['email', 'a@example.com']])))).resolves.toBeNull();
});

test.each([
  ['invalid JSON', post('{bad', 'text/plain'), 400],
  ['deeply nested JSON', post(`${'['.repeat(5000)}${']'.repeat(5000)}`, 'text/plain'), 400],
  ['an empty body', post('', 'text/plain'), 400],
  ['no body', post(null), 400],
  ['a body over the limit', post('x'.repeat(ACTION_BODY_LIMIT + 1), 'text/plain'), 413],
  ['a form with hundreds of fields', post(form(Array.from({ length: 200 }, (_, i) => [`f${i}`, 'x'] as [string, string]))), 400],
  ['a form that is not multipart at all', post('garbage', 'multipart/form-data; boundary=zzz'), 400],
  ['a form whose argument list is not JSON', post(form([['0', '{bad']])), 400],
])('%s is refused', async (_, request, status) => {
  await expect(actionRequestProblem(request)).resolves.toMatchObject({ status });
});

test('a body declared over the limit is refused before it is read', async () => {
  const request = new Request('http://localhost/', { method: 'POST', body: 'x', headers: { 'content-length': String(ACTION_BODY_LIMIT + 1) } });
  await expect(actionRequestProblem(request)).resolves.toMatchObject({ status: 413 });
});

test('JSON depth is counted outside strings', () => {
  expect(jsonDepth('[1,[2,{"a":[3]}]]')).toBe(4);
  expect(jsonDepth('["[[[[", "\\"]"]')).toBe(1);
  expect(jsonDepth('[[]')).toBe(Infinity);
  expect(jsonDepth(']')).toBe(Infinity);
});
