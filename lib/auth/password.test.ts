import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

test('a hash verifies its own password and no other', async () => {
  const hash = await hashPassword('Secret1!');
  expect(hash).toMatch(/^\$scrypt\$N=65536,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
  await expect(verifyPassword('Secret1!', hash)).resolves.toBe(true);
  await expect(verifyPassword('Secret1?', hash)).resolves.toBe(false);
  await expect(verifyPassword('secret1!', hash)).resolves.toBe(false);
});

test('the same password hashes differently each time (random salt)', async () => {
  const [a, b] = await Promise.all([hashPassword('Secret1!'), hashPassword('Secret1!')]);
  expect(a).not.toBe(b);
});

test('the dummy hash is well formed, so unknown accounts cost a full scrypt run', async () => {
  const started = Date.now();
  await expect(verifyPassword('Secret1!', DUMMY_HASH)).resolves.toBe(false);
  expect(Date.now() - started).toBeGreaterThan(20);
});

test('malformed stored hashes never verify', async () => {
  await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  await expect(verifyPassword('x', '$scrypt$N=65536,r=8,p=1$abc')).resolves.toBe(false);
});
