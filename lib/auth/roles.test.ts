import { hasRole, isRole } from './roles';

test('each role may do what the ones before it may; no role, nothing', () => {
  expect(hasRole('editor', 'editor')).toBe(true);
  expect(hasRole('editor', 'publisher')).toBe(false);
  expect(hasRole('publisher', 'editor')).toBe(true);
  expect(hasRole('publisher', 'admin')).toBe(false);
  expect(hasRole('admin', 'publisher')).toBe(true);
  expect(hasRole(null, 'editor')).toBe(false);
});

test('only the three names are roles', () => {
  for (const role of ['editor', 'publisher', 'admin']) expect(isRole(role)).toBe(true);
  for (const value of ['Admin', 'owner', '', null, 1, undefined]) expect(isRole(value)).toBe(false);
});
