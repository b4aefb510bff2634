import {
  MESSAGES,
  isAccountEmail,
  isValidPassword,
  loginProblem,
  safeNextPath,
  signupProblem,
  subscribeProblem,
  textProblem,
  cleanText,
} from './validation';

describe('the spec messages, verbatim', () => {
  test.each([
    ['invalidAccountEmail', 'Invalid Email input !!'],
    ['invalidPassword', 'Invalid Password !!'],
    ['passwordsDiffer', 'Passwords do not match !!'],
    ['loginFailed', 'Please check the credentials again !!'],
    ['signupFailed', 'Email is already in use !!'],
    ['subscribeEmpty', 'Email cannot be empty.'],
    ['subscribeInvalid', 'Please enter a valid email address.'],
    ['subscribeDuplicate', 'This email is already subscribed.'],
    ['subscribeSuccess', 'You have successfully subscribed!'],
    ['subscribeFailed', 'An error occurred. Please try again later.'],
    ['queryLoginRequired', 'You must be logged in to submit a query.'],
    ['queryEmpty', 'Query cannot be empty.'],
    ['querySuccess', 'Query submitted successfully!'],
    ['commentLoginRequired', 'You must be logged in to submit a comment.'],
    ['commentEmpty', 'Comment cannot be empty.'],
    ['commentSuccess', 'Comment submitted successfully!'],
    ['insightCommentLoginPrompt', 'Oops! You Need to be Logged In to be Able to Comment!'],
  ] as const)('%s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });
});

describe('log-in and sign-up e-mail', () => {
  test.each(['ana@example.com', 'a.b_c+d-1%x@mail.example.co.uk', 'x9@b.io'])('accepts %s', (email) => {
    expect(isAccountEmail(email)).toBe(true);
  });

  test.each([
    ['upper-case local part (the rule is case-sensitive)', 'Ana@example.com'],
    ['upper-case domain', 'ana@Example.com'],
    ['no at sign', 'ana.example.com'],
    ['no dot after the domain', 'ana@example'],
    ['one-letter top-level domain', 'ana@example.c'],
    ['digits in the top-level domain', 'ana@example.c0m'],
    ['spaces', 'ana @example.com'],
    ['empty', ''],
    ['over 254 characters', `${'a'.repeat(250)}@example.com`],
  ])('refuses %s', (_why, email) => {
    expect(isAccountEmail(email)).toBe(false);
    expect(loginProblem(email, 'Secret1!')).toBe('Invalid Email input !!');
  });
});

describe('log-in and sign-up password', () => {
  test.each(['Secret1!', 'aB3$xy', 'Long password with 1 Upper and #'])('accepts %s', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  test.each([
    ['five characters', 'aB3$x'],
    ['no lower-case letter', 'SECRET1!'],
    ['no upper-case letter', 'secret1!'],
    ['no digit', 'Secret!!'],
    ['no special character', 'Secret12'],
    ['a space is not a special character', 'Secret 1'],
    ['over 128 characters', `aB3$${'x'.repeat(130)}`],
  ])('refuses %s', (_why, password) => {
    expect(isValidPassword(password)).toBe(false);
    expect(loginProblem('ana@example.com', password)).toBe('Invalid Password !!');
  });

  test('the e-mail is checked before the password', () => {
    expect(loginProblem('Bad', 'bad')).toBe('Invalid Email input !!');
  });
});

describe('sign-up', () => {
  test('passwords must match', () => {
    expect(signupProblem('ana@example.com', 'Secret1!', 'Secret1?')).toBe('Passwords do not match !!');
  });

  test('e-mail and password rules come first', () => {
    expect(signupProblem('ANA@example.com', 'Secret1!', 'x')).toBe('Invalid Email input !!');
    expect(signupProblem('ana@example.com', 'secret', 'secret')).toBe('Invalid Password !!');
  });

  test('a valid form has no problem', () => {
    expect(signupProblem('ana@example.com', 'Secret1!', 'Secret1!')).toBeNull();
  });
});

describe('subscribe', () => {
  test.each(['', '   ', '\t\n'])('blank %j is empty', (email) => {
    expect(subscribeProblem(email)).toBe('Email cannot be empty.');
  });

  test.each(['ana', 'ana@example', '@example.com', 'ana@.com', 'ana @example.com', 'ana@exa mple.com', `${'a'.repeat(250)}@example.com`])(
    'refuses %j',
    (email) => {
      expect(subscribeProblem(email)).toBe('Please enter a valid email address.');
    },
  );

  test.each(['ana@example.com', ' Ana@Example.COM ', 'x@y.z', 'ümlaut@exämple.de'])('accepts %j', (email) => {
    expect(subscribeProblem(email)).toBeNull();
  });
});

describe('query and comment text', () => {
  test('blank or whitespace-only text is empty', () => {
    expect(textProblem('', 'query')).toBe('Query cannot be empty.');
    expect(textProblem(' \n\t ', 'query')).toBe('Query cannot be empty.');
    expect(textProblem('', 'comment')).toBe('Comment cannot be empty.');
    expect(textProblem('   ', 'comment')).toBe('Comment cannot be empty.');
  });

  test('text of invisible characters only (zero-width spaces, joiners, BOM, soft hyphens) is empty', () => {
    expect(textProblem('\u200b\u200b\u200b', 'comment')).toBe('Comment cannot be empty.');
    expect(textProblem(' \u200c\u200d\u2060\ufeff\u00ad ', 'query')).toBe('Query cannot be empty.');
    expect(textProblem('\u202e\u202c', 'comment')).toBe('Comment cannot be empty.');
    // A joiner inside visible text (an emoji sequence) is text.
    expect(textProblem('👩\u200d🔬', 'comment')).toBeNull();
  });

  test('bidirectional embeddings, overrides and isolates are removed; marks stay', () => {
    expect(cleanText(' see \u202egnp.exe\u202c now ')).toBe('see gnp.exe now');
    expect(cleanText('\u2066a\u2067b\u2068c\u2069\u202a\u202b\u202d')).toBe('abc');
    expect(cleanText('שלום\u200f!')).toBe('שלום\u200f!');
  });

  test('length limits: 2000 for a query, 1000 for a comment', () => {
    expect(textProblem('q'.repeat(2000), 'query')).toBeNull();
    expect(textProblem('q'.repeat(2001), 'query')).toBe(MESSAGES.queryTooLong);
    expect(textProblem('c'.repeat(1000), 'comment')).toBeNull();
    expect(textProblem('c'.repeat(1001), 'comment')).toBe(MESSAGES.commentTooLong);
  });

  test('surrounding whitespace does not count', () => {
    expect(textProblem(`  ${'c'.repeat(1000)}  `, 'comment')).toBeNull();
  });
});

describe('post-login destination', () => {
  test.each([
    ['/insights/a/b', '/insights/a/b'],
    ['/events?page=2#comments', '/events?page=2#comments'],
    [undefined, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['javascript:alert(1)', '/'],
    // What a Location header cannot carry is percent-encoded (a raw one failed the redirect with a 500).
    ['/\u200b', '/%E2%80%8B'],
    ['/insights/Düsseldorf summit', '/insights/D%C3%BCsseldorf%20summit'],
    ['/🙂', '/%F0%9F%99%82'],
  ])('%j goes to %j', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });
});
