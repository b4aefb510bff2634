import { DISPLAY_NAME_MESSAGES, parseDisplayName } from './display-name';

test('a name is one trimmed line of visible text', () => {
  expect(parseDisplayName('  Ana   Lima ')).toEqual({ ok: true, name: 'Ana Lima' });
  expect(parseDisplayName('Ana\u200b\u202eLima\nSilva')).toEqual({ ok: true, name: 'AnaLima Silva' });
  expect(parseDisplayName('Zoë Ødegaard 李')).toEqual({ ok: true, name: 'Zoë Ødegaard 李' });
});

test('empty or invisible means none', () => {
  expect(parseDisplayName('')).toEqual({ ok: true, name: null });
  expect(parseDisplayName(' \u200b\u2028 ')).toEqual({ ok: true, name: null });
});

test('an address or an overlong name is refused with its message', () => {
  expect(parseDisplayName('ana@example.com')).toEqual({ ok: false, message: DISPLAY_NAME_MESSAGES.address });
  expect(parseDisplayName('Ana (ana@example.com)')).toEqual({ ok: false, message: DISPLAY_NAME_MESSAGES.address });
  expect(parseDisplayName('x'.repeat(61))).toEqual({ ok: false, message: DISPLAY_NAME_MESSAGES.tooLong });
  expect(parseDisplayName('x'.repeat(60))).toEqual({ ok: true, name: 'x'.repeat(60) });
});
