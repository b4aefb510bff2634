import { bestMatches, idCandidates, MAX_ID_LOOKUPS, MAX_SEGMENTS, resolveDeepLink, titleWords, type LinkTarget, type Section } from './deep-links';
import { insightPath } from '../text';

const insights: Section = { prefix: '/insights', path: (t) => insightPath(t.titles[0]!, t.id) };
const events: Section = { prefix: '/events', path: (t) => `/events/${encodeURIComponent(t.id)}` };

const CRACKERS: LinkTarget = {
  id: 'b-2026-european-cracker-rationalisation',
  titles: ["Europe's Cracker Shake-Out: Which Sites Survive the Next Five Years?", 'Europe cracker closures: the shortlist'],
};
const PHA: LinkTarget = { id: 'b-2026-pha-flexible-packaging', titles: ['Can PHA Finally Compete with Polyolefins in Flexible Packaging?'] };
const PHA_TOO: LinkTarget = { id: 'b-2025-pha', titles: ['PHA'] };
const BLOGS = [CRACKERS, PHA, PHA_TOO];

const CANONICAL = "/insights/Europe's-Cracker-Shake-Out%3A-Which-Sites-Survive-the-Next-Five-Years-/b-2026-european-cracker-rationalisation";
const PHA_CANONICAL = '/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging-/b-2026-pha-flexible-packaging';
const UTM = '?utm_source=linkedin&utm_medium=social';

describe('resolveDeepLink', () => {
  test('the canonical path passes, however the browser encodes it', () => {
    expect(insightPath(CRACKERS.titles[0]!, CRACKERS.id)).toBe(CANONICAL);
    for (const path of [CANONICAL, CANONICAL.replace('%3A', ':'), CANONICAL.replace("'", '%27')]) {
      expect(resolveDeepLink(insights, path, UTM, BLOGS)).toEqual({ kind: 'pass' });
    }
  });

  test('paths outside the section, and the section itself, pass', () => {
    expect(resolveDeepLink(insights, '/insights', '', BLOGS)).toEqual({ kind: 'pass' });
    expect(resolveDeepLink(insights, '/insights/', '', BLOGS)).toEqual({ kind: 'pass' });
    expect(resolveDeepLink(insights, '/insightsx/b-2026-pha-flexible-packaging', '', BLOGS)).toEqual({ kind: 'pass' });
  });

  // Each damaged form as it reaches the server (path, query) lands on the article, query kept.
  test.each([
    ['a stale heading', '/insights/old-heading/b-2026-pha-flexible-packaging', UTM, UTM],
    ['spaces instead of hyphens', '/insights/Can%20PHA%20Finally%20Compete%3F/b-2026-pha-flexible-packaging', UTM, UTM],
    ['a full stop glued on', `${PHA_CANONICAL}.`, UTM, UTM],
    ['a comma glued on', `${PHA_CANONICAL},`, '', ''],
    ['a closing parenthesis glued on', `${PHA_CANONICAL})`, UTM, UTM],
    ['an encoded space at the end', `${PHA_CANONICAL}%20`, UTM, UTM],
    ['a no-break space and a quote at the end', `${PHA_CANONICAL}%C2%A0%E2%80%9D`, '', ''],
    ['an upper-case id', '/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging-/B-2026-PHA-FLEXIBLE-PACKAGING', UTM, UTM],
    ['the id alone', '/insights/b-2026-pha-flexible-packaging', UTM, UTM],
    ['a double slash', '/insights//b-2026-pha-flexible-packaging', UTM, UTM],
    ['a double slash before the id', '/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging-//b-2026-pha-flexible-packaging', '', ''],
    ['the heading without its id', '/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging-', UTM, UTM],
    ['the heading typed with spaces, no id', '/insights/can%20pha%20finally%20compete%20with%20polyolefins%20in%20flexible%20packaging', '', ''],
    ['the heading with its "?" kept', '/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging', '?/b-2026-pha-flexible-packaging', ''],
    ['the "?" kept, campaign after it', '/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging', `?/b-2026-pha-flexible-packaging${UTM}`, UTM],
    ['the "?" kept, campaign joined by &', '/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging', `?/b-2026-pha-flexible-packaging&${UTM.slice(1)}`, UTM],
    ['the "?" kept, as the server re-encodes it', '/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging', `?%2Fb-2026-pha-flexible-packaging%3Futm_source=linkedin&utm_medium=social`, UTM],
    ['the "?" kept, heading alone', '/insights/Can PHA Finally Compete with Polyolefins in Flexible Packaging', '', ''],
  ])('%s', (_form, pathname, search, query) => {
    expect(resolveDeepLink(insights, pathname, search, BLOGS)).toEqual({ kind: 'redirect', location: PHA_CANONICAL + query });
  });

  test('a former heading or slug the store keeps still finds its article', () => {
    expect(resolveDeepLink(insights, '/insights/Europe-cracker-closures:-the-shortlist', UTM, BLOGS)).toEqual({ kind: 'redirect', location: CANONICAL + UTM });
  });

  test('a heading that names no article, or several, is missing, with its words', () => {
    expect(resolveDeepLink(insights, '/insights/Polyolefins-Outlook/b-nope', '', BLOGS)).toEqual({ kind: 'missing', words: ['polyolefins', 'outlook', 'b', 'nope'] });
    const twice = [PHA, { id: 'b-copy', titles: [PHA.titles[0]!] }];
    expect(resolveDeepLink(insights, '/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging-', '', twice).kind).toBe('missing');
  });

  test('a malformed escape is missing, not an error', () => {
    expect(resolveDeepLink(insights, '/insights/%ZZ/b-nope', '', BLOGS)).toEqual({ kind: 'missing', words: ['zz', 'b', 'nope'] });
    expect(resolveDeepLink(insights, '/insights/%ZZ/b-2026-pha-flexible-packaging', '', BLOGS)).toEqual({ kind: 'redirect', location: PHA_CANONICAL });
  });

  test('only the first MAX_SEGMENTS segments are read: a junk link of thousands costs no more than a short one', () => {
    const junk = `/insights/${Array.from({ length: 8000 }, (_, i) => `w${i}`).join('/')}/${PHA.id}`;
    const resolution = resolveDeepLink(insights, junk, '', BLOGS);
    expect(resolution).toEqual({ kind: 'missing', words: Array.from({ length: MAX_SEGMENTS }, (_, i) => `w${i}`) });
    const glued = `/insights/${Array.from({ length: MAX_SEGMENTS - 1 }, () => 'x').join('/')}/${PHA.id}`;
    expect(resolveDeepLink(insights, glued, '', BLOGS)).toEqual({ kind: 'redirect', location: PHA_CANONICAL });
  });

  test('events resolve the same way', () => {
    const hydrogen = { id: 'e-2026-hydrogen-week', titles: ['Hydrogen & Derivatives Week, Antwerp'] };
    expect(resolveDeepLink(events, '/events/e-2026-hydrogen-week', UTM, [hydrogen])).toEqual({ kind: 'pass' });
    expect(resolveDeepLink(events, '/events/E-2026-Hydrogen-Week).', UTM, [hydrogen])).toEqual({ kind: 'redirect', location: `/events/e-2026-hydrogen-week${UTM}` });
    expect(resolveDeepLink(events, '/events/Hydrogen-&-Derivatives-Week,-Antwerp', '', [hydrogen])).toEqual({ kind: 'redirect', location: '/events/e-2026-hydrogen-week' });
  });
});

describe('idCandidates', () => {
  test('the last segments first, as they came and in lower case, at most MAX_ID_LOOKUPS', () => {
    expect(idCandidates(['Can-PHA', 'B-2026-PHA'])).toEqual(['B-2026-PHA', 'b-2026-pha', 'Can-PHA', 'can-pha']);
    expect(idCandidates(['heading', 'b-1'])).toEqual(['b-1', 'heading']);
    expect(idCandidates(Array.from({ length: MAX_SEGMENTS }, (_, i) => `W${i}`))).toHaveLength(MAX_ID_LOOKUPS);
  });

  test('what can be no id is never looked up', () => {
    expect(idCandidates(['..', '__first-page__', 'x'.repeat(201), 'b-1'])).toEqual(['b-1']);
  });
});

describe('titleWords', () => {
  test('case, accents and punctuation do not count', () => {
    expect(titleWords("Europe's Düsseldorf  Summit—2027?")).toEqual(['europe', 's', 'dusseldorf', 'summit', '2027']);
  });
});

describe('bestMatches', () => {
  test('ranks targets by shared words of three letters or more', () => {
    expect(bestMatches(['polyolefins', 'pha', 'of'], BLOGS).map((t) => t.id)).toEqual(['b-2026-pha-flexible-packaging', 'b-2025-pha']);
    expect(bestMatches(['europe', 'cracker'], BLOGS, 1).map((t) => t.id)).toEqual([CRACKERS.id]);
    expect(bestMatches(['of', 'in'], BLOGS)).toEqual([]);
  });
});
