import { renderToStaticMarkup } from 'react-dom/server';
import { QueryBox } from './query-box';

jest.mock('@/lib/actions/visitor-actions', () => ({ submitQuery: jest.fn() }));
jest.mock('@/lib/auth/auth-provider.client', () => ({ useAuth: () => ({ user: null, ready: false }) }));

describe('QueryBox', () => {
  const html = renderToStaticMarkup(<QueryBox />);

  it('renders the heading, the textarea, empty message regions and an enabled Submit on the server', () => {
    expect(html).toContain('Have Any Further Queries?');
    expect(html).toMatch(/<textarea[^>]*placeholder="Feel free to share\.\.\."[^>]*maxLength="2000"/);
    expect(html).toMatch(/<p role="status"[^>]*><\/p><p role="alert"[^>]*><\/p>/);
    expect(html).toMatch(/<button type="submit" class="button">Submit<\/button>/);
  });
});
