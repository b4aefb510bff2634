import { blogSchema } from '@/lib/data/schema';
import { LINK_SECTIONS } from './link-targets';

const blog = (fields: Record<string, unknown>) => blogSchema.parse({ id: 'b-1', heading: 'US Ethane Imports: 2027', date: '2026-11-01T00:00:00.000Z', ...fields });

describe('an insight as a shared link’s target', () => {
  const { target, path } = LINK_SECTIONS.insights;

  test('its canonical path is the page’s: made from the heading', () => {
    expect(path(target(blog({})))).toBe('/insights/US-Ethane-Imports%3A-2027/b-1');
  });

  test('an address staff set decides it, as on the page; the heading still finds it', () => {
    const set = target(blog({ segment: 'us-ethane-imports-2027', formerHeadings: ['Ethane'] }));
    expect(path(set)).toBe('/insights/us-ethane-imports-2027/b-1');
    expect(set.titles).toEqual(['us-ethane-imports-2027', 'US Ethane Imports: 2027', 'Ethane']);
  });
});
