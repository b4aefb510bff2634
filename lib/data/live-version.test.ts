import { liveVersion } from './live-version';

describe('liveVersion', () => {
  it('is the FNV-1a hash of the JSON, in base 36', () => {
    // Reference values of 32-bit FNV-1a: '' → 0x811c9dc5, 'a' → 0xe40c292c.
    expect(liveVersion('')).toBe((0x811c9dc5).toString(36));
    expect(liveVersion('a')).toBe((0xe40c292c).toString(36));
  });

  it('tells apart results that differ in one character, in order, or beyond ASCII', () => {
    const docs = [{ id: 'a', heading: 'Ethylene' }, { id: 'b', heading: 'Propylene' }];
    const base = liveVersion(JSON.stringify(docs));
    expect(liveVersion(JSON.stringify([docs[0], { ...docs[1], heading: 'Propylenf' }]))).not.toBe(base);
    expect(liveVersion(JSON.stringify([docs[1], docs[0]]))).not.toBe(base);
    expect(liveVersion(JSON.stringify([{ id: 'a', heading: 'Düsseldorf' }]))).not.toBe(liveVersion(JSON.stringify([{ id: 'a', heading: 'Dusseldorf' }])));
  });

  it('is the same for the same JSON, so an unchanged list matches the server render', () => {
    const json = JSON.stringify([{ id: 'x', date: '2026-11-21', tags: ['a', 'b'] }]);
    expect(liveVersion(json)).toBe(liveVersion(JSON.parse(JSON.stringify(json)) as string));
    expect(liveVersion(JSON.stringify(JSON.parse(json)))).toBe(liveVersion(json));
  });
});
