import { eventPhase, eventWhen, mapUrl, PHASE_LABELS, venueLines, type EventPhase } from '@/lib/event-facts';
import type { SiteEvent } from '@/lib/data/schema';
import styles from './event-detail.module.css';

/** Phases in which the event is still ahead of its visitors: its online address and registration are offered. */
const AHEAD: readonly EventPhase[] = ['upcoming', 'rescheduled', 'movedOnline', 'happening'];

/**
 * What a visitor came for, first: where the event stands, when it happens (its time zone named),
 * where (the venue's address, with a plain link to a map: no map script on the page), how to join
 * online, and where to register while it is ahead.
 */
export function EventFacts({ event, now }: { event: SiteEvent; now: number }) {
  const phase = eventPhase(event, now);
  const ahead = AHEAD.includes(phase);
  const online = event.attendanceMode !== 'offline' ? event.onlineUrl : undefined;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Status</dt>
        <dd>
          <span className={styles.phase} data-phase={phase}>
            {PHASE_LABELS[phase]}
          </span>
        </dd>
      </div>
      <div>
        <dt>When</dt>
        <dd>
          <time dateTime={event.date}>{eventWhen(event)}</time>
        </dd>
      </div>
      {event.venue && (
        <div>
          <dt>Where</dt>
          <dd>
            <address className={styles.address}>
              {venueLines(event.venue).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <a href={mapUrl(event.venue)} rel="noopener">
              Map of the venue (OpenStreetMap)
            </a>
          </dd>
        </div>
      )}
      {online && (
        <div>
          <dt>Online</dt>
          <dd>
            {ahead ? (
              <a href={online} rel="noopener">
                Join online
              </a>
            ) : (
              'Held online'
            )}
          </dd>
        </div>
      )}
      {event.registrationUrl && ahead && phase !== 'happening' && (
        <div>
          <dt>Registration</dt>
          <dd>
            <a href={event.registrationUrl} rel="noopener" className="button">
              Register
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
