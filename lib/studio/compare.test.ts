import { compareVersions } from './compare';
import type { ContentOf } from './kinds';

const news = (overrides: Partial<ContentOf<'news'>> = {}): ContentOf<'news'> => ({ kind: 'news', heading: 'Crackers close', text: 'Two more crackers close in Europe.', category: 'Petrochemicals & Downstream', ...overrides });

const event = (overrides: Partial<ContentOf<'event'>> = {}) =>
  ({ kind: 'event', heading: 'Summit', description: '<p>Two days.</p><p>In Düsseldorf.</p>', category: 'Speciality Polymers', date: '', endDate: '', attendanceMode: 'offline', status: 'scheduled', image: '', venueName: '', streetAddress: '', locality: '', postalCode: '', region: '', country: '', onlineUrl: '', metaTitle: '', metaDescription: '', socialImage: '', ...overrides }) as ContentOf<'event'>;

describe('comparing two versions', () => {
  test('only the fields that differ, in the form’s order, word by word', async () => {
    const changes = await compareVersions(news(), news({ text: 'Three more crackers close in Europe.' }));
    expect(changes).toEqual([
      {
        name: 'text',
        label: 'Text',
        runs: [
          { text: 'Two', change: 'removed' },
          { text: 'Three', change: 'added' },
          { text: ' more crackers close in Europe.', change: 'same' },
        ],
      },
    ]);
  });

  test('the same content: nothing changed', async () => {
    expect(await compareVersions(news(), news())).toEqual([]);
  });

  test('HTML compares as its text, a paragraph a line; a choice by the label the form shows', async () => {
    const changes = await compareVersions(event(), event({ description: '<p>Two <strong>full</strong> days.</p><p>In Düsseldorf.</p>', status: 'postponed', category: 'Mobility' }));
    expect(changes.map((change) => change.name)).toEqual(['description', 'category', 'status']);
    const text = (change: (typeof changes)[number], kind: 'same' | 'removed' | 'added') => change.runs.filter((run) => run.change === kind).map((run) => run.text).join('');
    expect(text(changes[0]!, 'added')).toBe('full ');
    expect(text(changes[0]!, 'same')).toBe('Two days.\nIn Düsseldorf.');
    expect(text(changes[1]!, 'removed')).toBe('Specialty Polymers');
    expect(text(changes[2]!, 'added')).toBe('Postponed');
  });

  test('an old draft without a newer field compares as that field empty', async () => {
    const old: Partial<ContentOf<'event'>> = event();
    delete old.metaTitle;
    const changes = await compareVersions(old as ContentOf<'event'>, event({ metaTitle: 'Polymers Summit, Düsseldorf' }));
    expect(changes).toEqual([{ name: 'metaTitle', label: 'Title in search results', runs: [{ text: 'Polymers Summit, Düsseldorf', change: 'added' }] }]);
  });
});
