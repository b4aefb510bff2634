import { eventPath } from '@/lib/text';
import { eventIcsPath, googleCalendarUrl, outlookCalendarUrl } from '@/lib/calendar';
import type { SiteEvent } from '@/lib/data/schema';
import { absoluteUrl } from '@/lib/seo/url';
import styles from './add-to-calendar.module.css';

/**
 * 'Add to calendar': the event's .ics file (Apple Calendar, Outlook and any other calendar
 * app) and Google's and Outlook on the web's own pages. A <details> disclosure: it opens and
 * closes with no script.
 */
export function AddToCalendar({ event }: { event: SiteEvent }) {
  const url = absoluteUrl(eventPath(event.id));
  return (
    <details className={styles.calendar}>
      <summary className="button button-outline">Add to calendar</summary>
      <ul className={styles.options}>
        <li>
          <a href={eventIcsPath(event.id)} download>
            Download .ics (Apple, Outlook)
          </a>
        </li>
        <li>
          <a href={googleCalendarUrl(event, url)} target="_blank" rel="noopener noreferrer">
            Google Calendar
          </a>
        </li>
        <li>
          <a href={outlookCalendarUrl(event, url)} target="_blank" rel="noopener noreferrer">
            Outlook.com
          </a>
        </li>
      </ul>
    </details>
  );
}
