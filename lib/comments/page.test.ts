import { COMMENTS_PAGE } from '../data/queries';
import type { InsightComment } from '../data/schema';
import { commentsHeading, commentsShown, olderCommentsPath } from './page';

const comment = (i: number): InsightComment => ({ id: `c${i}`, blogId: 'b-1', user: 'Reader', comment: `c${i}`, profilePic: '', date: `2026-11-0${(i % 9) + 1}T00:00:00.000Z`, status: 'shown' });

describe('a page of comments', () => {
  test('shows a page; the one more read says older ones follow, from the last one shown', () => {
    const read = Array.from({ length: COMMENTS_PAGE + 1 }, (_, i) => comment(i));
    const { comments, older } = commentsShown(read);
    expect(comments).toHaveLength(COMMENTS_PAGE);
    expect(older).toEqual([read[COMMENTS_PAGE - 1]!.date, read[COMMENTS_PAGE - 1]!.id]);
    expect(commentsShown(read.slice(0, COMMENTS_PAGE)).older).toBeNull();
    expect(commentsShown([])).toEqual({ comments: [], older: null });
  });

  test('the heading counts up to its bound, then says so', () => {
    expect(commentsHeading(0, false)).toBe('Comments (0)');
    expect(commentsHeading(1000, true)).toBe('Comments (1000+)');
  });

  test("older comments hang under the article's path, by an escaped cursor", () => {
    expect(olderCommentsPath('/insights/A/b-1', ['2026-11-01T00:00:00.000Z', 'b-1~3'])).toBe('/insights/A/b-1/comments?after=2026-11-01T00%3A00%3A00.000Z_b-1~3');
  });
});
