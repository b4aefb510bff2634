import fc from 'fast-check';
import { isPlainAddress, mailboxKey, mailboxOf, plainAddress } from './email-address';
import { SUBSCRIBE_EMAIL } from './validation';

describe('plainAddress: one plain address, or null', () => {
  test.each([
    ['a list', 'a@example.com,b@example.org,c@example.net'],
    ['a list with ;', 'a@example.com;b@example.org'],
    ['a group', 'grp:a@example.com,b@example.org;'],
    ['a display name', '"v0@x.io" <victim@example.org>'],
    ['angle brackets', '<victim@example.org>'],
    ['a comment', 'victim@example.org(comment)'],
    ['a comment in the local part', 'victim(x)@example.org'],
    ['a quoted local part', '"victim"@example.org'],
    ['NUL', 'vic\u0000tim@example.org'],
    ['a zero-width space', 'vic\u200btim@example.org'],
    ['a zero-width space in the domain', 'victim@exa\u200bmple.org'],
    ['a trailing zero-width space', 'victim@example.org\u200b'],
    ['a right-to-left override', 'victim\u202e@example.org'],
    ['a no-break space', 'vic\u00a0tim@example.org'],
    ['a line break inside', 'victim@example.org\nBcc: x@y.org'],
    ['a backslash', 'a\\b@example.com'],
    ['two @', 'a@b@example.com'],
    ['no dot in the domain', 'ana@localhost'],
    ['an address literal', 'ana@[192.0.2.1]'],
    ['a local part too long', `${'a'.repeat(65)}@example.com`],
  ])('refuses %s', (_, value) => {
    expect(plainAddress(value)).toBeNull();
  });

  test.each([
    ['ana@example.com', 'ana@example.com'],
    ['  Ana@Example.COM ', 'ana@example.com'],
    ['first.last+news@sub.example.co.uk', 'first.last+news@sub.example.co.uk'],
    ["o'brien@example.ie", "o'brien@example.ie"],
    ['x#y!z@example.com', 'x#y!z@example.com'],
    ['josé@example.com', 'josé@example.com'],
    ['jose\u0301@example.com', 'josé@example.com'],
    ['user@Bücher.de', 'user@xn--bcher-kva.de'],
    ['user@xn--bcher-kva.de', 'user@xn--bcher-kva.de'],
    ['用户@例子.广告', '用户@xn--fsqu00a.xn--4rr70v'],
  ])('takes %j as %j, every one the spec pattern takes too', (value, stored) => {
    expect(SUBSCRIBE_EMAIL.test(value.trim())).toBe(true);
    expect(plainAddress(value)).toBe(stored);
  });

  test('whatever it takes holds one @, no separator, bracket, quote, space or invisible character', () => {
    const parts = fc.constantFrom('a', 'B', '.', '+', ',', ';', ':', '"', '<', '>', '(', ')', ' ', '\u200b', '\u0000', '\u202e', 'é', '@', 'example.com', 'x.org');
    fc.assert(
      fc.property(fc.array(parts, { maxLength: 12 }), (chosen) => {
        const address = plainAddress(chosen.join(''));
        if (address === null) return;
        expect(address.split('@')).toHaveLength(2);
        expect(address).not.toMatch(/[,;:"<>()\s\p{C}]/u);
        expect(plainAddress(address)).toBe(address);
      }),
      { numRuns: 2000 },
    );
  });

  test('a stored address is its own normal form; anything else is not plain', () => {
    expect(isPlainAddress('ana@example.com')).toBe(true);
    expect(isPlainAddress('Ana@example.com')).toBe(false);
    expect(isPlainAddress('a@example.com, b@example.org')).toBe(false);
  });
});

describe('mailboxOf: the inbox every spelling reaches', () => {
  test('sub-addresses share their mailbox; Gmail ignores dots and googlemail is gmail', () => {
    expect(mailboxOf('ana+news@example.com')).toBe('ana@example.com');
    expect(mailboxOf('ana+a+b@example.com')).toBe('ana@example.com');
    expect(mailboxOf('a.n.a+x@googlemail.com')).toBe('ana@gmail.com');
    expect(mailboxOf('a.na@example.com')).toBe('a.na@example.com');
    expect(mailboxOf('+x@example.com')).toBe('+x@example.com');
  });

  test('the key is a hash, never the address', () => {
    expect(mailboxKey('ana+1@example.com')).toBe(mailboxKey('ana+2@example.com'));
    expect(mailboxKey('ana@example.com')).not.toBe(mailboxKey('ben@example.com'));
    expect(mailboxKey('ana@example.com')).toMatch(/^[0-9a-f]{32}$/);
  });
});
