import { renderToStaticMarkup } from 'react-dom/server';
import { QueryActions } from './query-actions';
import { QueryBox } from './query-box';

jest.mock('@/lib/actions/visitor-actions', () => ({ submitQuery: jest.fn() }));

describe('QueryBox', () => {
  const html = renderToStaticMarkup(<QueryBox />);

  it('renders the heading, the textarea and a disabled Submit before its code loads', () => {
    expect(html).toContain('Have Any Further Queries?');
    expect(html).toMatch(/<textarea[^>]*placeholder="Feel free to share\.\.\."[^>]*maxLength="2000"/);
    expect(html).toMatch(/<button type="submit" class="button" disabled="">Submit<\/button>/);
  });

  it('its placeholder is the loaded half without a message, so the swap moves nothing', () => {
    const live = renderToStaticMarkup(<QueryActions onReady={() => {}} onSent={() => {}} />);
    // The same elements; only the button's disabled attribute differs.
    expect(html.replace(' disabled=""', '')).toContain(live);
  });
});
