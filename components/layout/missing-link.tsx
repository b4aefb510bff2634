import { StatusMessage } from '@/components/layout/status-message';
import { Link } from '@/components/ui/link.client';
import { LINK_SECTIONS, linkSuggestions, type LinkSectionName } from '@/lib/routing/link-targets';

const WAY_ON: Record<LinkSectionName, { noun: string; one: string; others: string; list: string; label: string }> = {
  insights: { noun: 'articles', one: 'article', others: 'insights', list: '/insights', label: 'All insights' },
  news: { noun: 'news items', one: 'news item', others: 'news items', list: '/news', label: 'All news' },
  events: { noun: 'events', one: 'event', others: 'events', list: '/events', label: 'All events' },
  careers: { noun: 'openings', one: 'opening', others: 'openings', list: '/careers', label: 'All openings' },
};

function sectionName(value: string | null): LinkSectionName | null {
  return value && Object.hasOwn(LINK_SECTIONS, value) ? (value as LinkSectionName) : null;
}

// proxy.ts percent-encodes them: a header carries Latin-1 only.
function decodeWords(value: string | null): string[] {
  try {
    return decodeURIComponent(value ?? '').split(' ');
  } catch {
    return [];
  }
}

/** The 404 of a shared link that names nothing: the documents whose titles share its words, and the section's list. */
export async function MissingLink({ section: sectionValue, words, gone = false }: { section: string | null; words: string | null; gone?: boolean }) {
  const name = sectionName(sectionValue);
  if (!name) return <StatusMessage code="404" heading="Page not found" text="The page you are looking for has moved or no longer exists." />;
  const section = LINK_SECTIONS[name];
  const wayOn = WAY_ON[name];
  const matches = await linkSuggestions(name, decodeWords(words));
  return (
    <StatusMessage
      code={gone ? '410' : '404'}
      heading={gone ? `This ${wayOn.one} has been withdrawn` : 'Page not found'}
      text={
        gone
          ? `We have taken this ${wayOn.one} down and it is no longer available. Our other ${wayOn.others} are a click away.`
          : `The link you followed names none of our ${wayOn.noun}. It may have been cut short or changed since it was shared.`
      }
      details={
        matches.length > 0 && (
          <nav aria-labelledby="missing-matches" className="status-matches">
            <h2 id="missing-matches">Were you looking for one of these?</h2>
            <ul>
              {matches.map((target) => (
                <li key={target.id}>
                  <Link href={section.path(target)}>{target.titles[0]}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )
      }
    >
      <Link className="button" href={wayOn.list}>
        {wayOn.label}
      </Link>
    </StatusMessage>
  );
}
