import { editorPath, kindMessages, kindOfId, kindOfSection } from '.';

describe('studio kinds', () => {
  test('an id names its kind by its prefix; a section names its kind', () => {
    expect(kindOfId('b-2026-solvents')).toBe('insight');
    expect(kindOfId('n-2026-rpet-premium-widens')).toBe('news');
    expect(kindOfId('e-2027-specialty-polymers-summit-dusseldorf')).toBe('event');
    expect(kindOfId('j-research-analyst-specialty-polymers')).toBe('opening');
    expect(kindOfSection('openings')).toBe('opening');
    expect(kindOfId('c-2026-alternative-proteins')).toBe('compendium');
    expect(kindOfId('bn-mobility')).toBe('banner');
    for (const id of ['', 'x-1', 'b-', 'b-UPPER', 'n-a/b', `e-${'a'.repeat(81)}`]) expect(kindOfId(id)).toBeUndefined();
    expect(kindOfSection('news')).toBe('news');
    expect(kindOfSection('events')).toBe('event');
    expect(kindOfSection('queries')).toBeUndefined();
    expect(editorPath('event', 'e-1')).toBe('/studio/events/e-1');
  });

  test('messages name the kind; only a kind with pages of its own speaks of 410', () => {
    expect(kindMessages('insight').published).toBe('Published. The insight is on the public site.');
    expect(kindMessages('compendium').withdrawn).toBe('Withdrawn. The compendium is no longer on the public site.');
    expect(kindMessages('news').withdrawn).toBe('Withdrawn. The news item is no longer on the public site, and its address answers 410 Gone.');
    expect(kindMessages('event').withdrawn).toBe('Withdrawn. The event is no longer on the public site, and its address answers 410 Gone.');
  });
});
