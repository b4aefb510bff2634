import { queries, SECTION_LIMIT } from './queries';

describe('queries', () => {
  // Any page of any list, any filter: the archive's size never decides how much one read returns.
  test('every read the site makes has a limit', () => {
    // A sample call of each: a page number and a filter, a name, an id, or a count.
    const samples: Record<keyof typeof queries, unknown[]> = {
      homeNews: [],
      newsPage: [2500, 'Mobility'],
      newestNews: [30],
      homeBlogs: [],
      blogsPage: [2500, 'Mobility'],
      newestBlogs: [30],
      spotlight: [],
      blogById: ['b-1'],
      insightComments: ['b-1'],
      studioInsightComments: [25],
      studioEventComments: [25],
      reportedComments: [25],
      pendingComments: [25],
      insightsByVertical: ['Mobility', 'Article'],
      newestOfVertical: ['Mobility', 10],
      insightsByAuthor: ['Laura Jansen'],
      relatedBlogs: ['Mobility'],
      compendiumsByCategory: ['Mobility'],
      homeCompendiums: [],
      eventsPage: [2500, 'Mobility'],
      newestEvents: [30],
      recentEvents: [],
      homeEvents: [],
      bannerByPage: ['Mobility'],
      banners: [],
      jobOpenings: [],
      confirmationsInHour: ['2026-11-28T13', 300],
      mailDue: [25],
      mailFailed: [10],
      studioItems: [25, ['2026-11-28T13:00:00.000Z', 'b-1']],
      studioItemsFaceted: ['kind=news', 'draft', 25],
      studioItemsWithStatus: ['draft', 25, ['2026-11-28T13:00:00.000Z', 'b-1']],
      scheduledItems: [50],
      studioActivity: [50, ['2026-11-28T13:00:00.000Z', 'x']],
      studioQueries: [25, ['2026-11-28T13:00:00.000Z', 'uid_1']],
      reviewLinksOf: ['b-1'],
      reviewLinksBy: ['uid-1', 100],
      staffRoles: [25, ['2026-11-28T13:00:00.000Z', 'uid']],
      newestCompendiums: [25, ['2026-11-28T13:00:00.000Z', 'c-1']],
      studioItemsWithWord: ['solvents', 50],
      studioItemsShowing: ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp', 5],
      uploadedImages: [24, ['2026-11-28T13:00:00.000Z', 'abc.webp']],
      subscribersFollowing: ['confirmed', 'Mobility', 1_000_000],
      subscribersByStatus: ['confirmed', 1_000_000],
      confirmedSubscribers: [500, ['2026-11-28T13:00:00.000Z', 'x']],
    };
    for (const [name, make] of Object.entries(queries)) {
      const query = (make as (...args: unknown[]) => { limit?: number })(...samples[name as keyof typeof queries]);
      expect([name, query.limit]).toEqual([name, expect.any(Number)]);
    }
  });

  test('sections show a bounded number', () => {
    expect(queries.spotlight().limit).toBe(SECTION_LIMIT.spotlight);
    expect(queries.insightsByVertical('Mobility', 'Article').limit).toBe(SECTION_LIMIT.verticalInsights);
    expect(queries.compendiumsByCategory('Mobility').limit).toBe(SECTION_LIMIT.compendiums);
    expect(queries.jobOpenings().limit).toBe(SECTION_LIMIT.openings);
  });
});
