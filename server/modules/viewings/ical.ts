import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Translator } from '../../core/i18n/index';

/**
 * Viewings as iCalendar (RFC 5545): one appointment as a `.ics` file, and a user's feed of the
 * viewings of their projects. Times are the appointment's local Swiss times, written with
 * `TZID=Europe/Zurich` and the zone's VTIMEZONE, so a calendar shows 17:00 on both sides of a
 * daylight-saving change. A cancelled appointment keeps its UID and goes out as STATUS:CANCELLED,
 * with a higher SEQUENCE (its version), so a calendar that had it marks it cancelled.
 */

export const VIEWING_TIME_ZONE = 'Europe/Zurich';

/**
 * Central European Time as Switzerland has kept it since 1981: summer time from the last Sunday
 * of March 02:00 to the last Sunday of October 03:00 (EU rules).
 */
const ZURICH_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Zurich',
  'X-LIC-LOCATION:Europe/Zurich',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19810329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const vtimezone = (zone: string) => (zone === VIEWING_TIME_ZONE ? ZURICH_VTIMEZONE : null);

/** Minutes Zurich is ahead of UTC at an instant. */
function zurichOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: VIEWING_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant of a Swiss wall-clock time (YYYY-MM-DD, HH:MM). */
export function zurichInstant(date: string, time: string): Date {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // the offset at the wall time read as UTC, then once more at the instant found (DST edges)
  let instant = wall - zurichOffsetMinutes(new Date(wall)) * 60_000;
  instant = wall - zurichOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant);
}

/**
 * A wall-clock time in Zurich in the shape ical-generator reads as a Temporal ZonedDateTime: it
 * prints the local fields with the TZID, and compares by the real instant. (A plain Date would be
 * printed in the server process's own zone.)
 */
function zonedTime(date: string, time: string) {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const epochMilliseconds = zurichInstant(date, time).getTime();
  const plain = {
    year,
    month,
    day,
    hour,
    minute,
    second: 0,
    toPlainDate: () => ({ year, month, day }),
    toZonedDateTime: () => zoned,
    toString: () => `${date}T${time}:00`,
    toJSON: () => `${date}T${time}:00`,
  };
  const zoned = {
    timeZoneId: VIEWING_TIME_ZONE,
    year,
    month,
    day,
    hour,
    minute,
    second: 0,
    toPlainDateTime: () => plain,
    withTimeZone: () => zoned,
    toInstant: () => ({ epochMilliseconds, toString: () => new Date(epochMilliseconds).toISOString() }),
    toString: () => `${date}T${time}:00+01:00[${VIEWING_TIME_ZONE}]`,
    toJSON: () => `${date}T${time}:00[${VIEWING_TIME_ZONE}]`,
  };
  return zoned;
}

/** What a calendar entry of an appointment says (no participants: the file may leave the office). */
export interface ViewingEvent {
  slug: string;
  objectLabel: string;
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  contactPerson: string;
  contactPhone: string;
  note: string;
  state: string;
  version: number;
  updatedAt: string;
  /** the project's title, in a feed over several projects */
  project?: string;
  /** where the staff open it, in a feed */
  url?: string;
}

/** The UID of an appointment: the same in its file and in every feed, cancelled or not. */
export const viewingUid = (slug: string, domain: string) => `viewing-${slug}@${domain}`;

export interface CalendarOptions {
  name: string;
  domain: string;
  t: Translator;
  /** PUBLISH for a single file and a feed */
  method?: ICalCalendarMethod;
}

/** An iCalendar text of appointments. */
export function viewingCalendar(events: readonly ViewingEvent[], options: CalendarOptions): string {
  const { t } = options;
  const calendar = ical({
    name: options.name,
    prodId: { company: 'immodesk', product: 'viewings', language: 'DE' },
    method: options.method ?? ICalCalendarMethod.PUBLISH,
    // no calendar zone (DTSTAMP and LAST-MODIFIED stay UTC); the generator writes each event's zone
    timezone: { name: null, generator: vtimezone },
  });
  for (const e of events) {
    const title = e.objectLabel
      ? t('viewing_ical_summary', { object: e.objectLabel })
      : t('viewing_ical_summary_general');
    const lines = [
      e.project ?? '',
      e.contactPerson ? `${t('viewing_ical_contact')}: ${e.contactPerson} ${e.contactPhone}`.trim() : '',
      e.note,
      e.url ?? '',
    ].filter((line) => line !== '');
    calendar.createEvent({
      id: viewingUid(e.slug, options.domain),
      sequence: e.version,
      start: zonedTime(e.date, e.startTime),
      end: zonedTime(e.date, e.endTime),
      timezone: VIEWING_TIME_ZONE,
      stamp: new Date(e.updatedAt),
      lastModified: new Date(e.updatedAt),
      summary: e.state === 'cancelled' ? `${t('viewing_ical_cancelled')}: ${title}` : title,
      location: [e.place, e.objectLabel].filter(Boolean).join(', ') || null,
      description: lines.length > 0 ? lines.join('\n') : null,
      status: e.state === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      url: e.url ?? null,
    });
  }
  return calendar.toString();
}
