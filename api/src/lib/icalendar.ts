/**
 * A small iCalendar (RFC 5545) writer: content lines with TEXT escaped (3.3.11), folded at 75
 * octets (3.1) without splitting a UTF-8 character, joined with CRLF; and a VTIMEZONE for an IANA
 * zone worked out from the runtime's own zone data (Intl), holding the zone's offset at the start
 * of a span and each change inside it, so a calendar app places the events without a zone
 * database of its own. No library does less than this, so it is written here and tested
 * (api/test/lib/icalendar.test.ts) and its output is read back by ical.js in the feed's tests.
 */

/** A property: its name, its value as written (escape TEXT with `text`), and its parameters. */
export type IcalProperty = [name: string, value: string, params?: Record<string, string>];

export interface IcalComponent {
  name: string;
  properties: IcalProperty[];
  components?: IcalComponent[];
}

const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n, other controls dropped. */
export function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

/** A parameter value: quoted when it holds ":", ";" or ","; a double quote cannot appear in one, so it is dropped. */
function paramValue(value: string): string {
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** One content line folded into lines of at most 75 octets, each continuation starting with a space. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

function contentLine([name, value, params = {}]: IcalProperty): string {
  const written = Object.entries(params)
    .map(([key, param]) => `;${key}=${paramValue(param)}`)
    .join('');
  return fold(`${name}${written}:${value}`);
}

function lines(component: IcalComponent): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.map(contentLine),
    ...(component.components ?? []).flatMap(lines),
    `END:${component.name}`,
  ];
}

/** The calendar as sent: every line ends with CRLF. */
export function serialize(calendar: IcalComponent): string {
  return lines(calendar).join(CRLF) + CRLF;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A UTC DATE-TIME (DTSTAMP): 20270329T083000Z. */
export function utcStamp(at: number): string {
  const date = new Date(at);
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** A local DATE-TIME (with TZID) from a calendar day and minutes after its midnight: 20270329T093000. */
export function localStamp(date: string, minutes: number): string {
  return `${date.replace(/-/g, '')}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let kept = formatters.get(zone);
  if (!kept) {
    kept = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, kept);
  }
  return kept;
}

/** The zone's offset from UTC in minutes at an instant (Europe/London in July: 60). */
export function offsetMinutes(zone: string, at: number): number {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}

export interface ZoneChange {
  /** The instant the new offset starts (UTC ms). */
  at: number;
  from: number;
  to: number;
}

const MINUTE = 60_000;
const HOURS_6 = 6 * 60 * MINUTE;

/** Each change of the zone's offset after `from` and up to `to` (UTC ms), to the minute. */
export function zoneChanges(zone: string, from: number, to: number): ZoneChange[] {
  const changes: ZoneChange[] = [];
  let before = offsetMinutes(zone, from);
  for (let start = from; start < to; start += HOURS_6) {
    const end = Math.min(start + HOURS_6, to);
    const after = offsetMinutes(zone, end);
    if (after === before) continue;
    // The first minute with the new offset: the offset is `before` at low and not at high.
    let low = Math.floor(start / MINUTE);
    let high = Math.floor(end / MINUTE);
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (offsetMinutes(zone, middle * MINUTE) === before) low = middle;
      else high = middle;
    }
    changes.push({ at: high * MINUTE, from: before, to: after });
    before = after;
  }
  return changes;
}

const utcOffset = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** The local wall-clock DATE-TIME of an instant at a given offset (an observance's DTSTART). */
function wallStamp(at: number, offset: number): string {
  return utcStamp(at + offset * MINUTE).slice(0, -1);
}

/**
 * The VTIMEZONE of an IANA zone over a span: its offset as the span starts, then each change in
 * it, each an observance with its own DTSTART (no RRULE: only the span's changes are needed). An
 * offset above the lower of January's and July's is daylight time.
 */
export function vtimezone(zone: string, from: number, to: number): IcalComponent {
  const year = new Date(from).getUTCFullYear();
  const standard = Math.min(offsetMinutes(zone, Date.UTC(year, 0, 1)), offsetMinutes(zone, Date.UTC(year, 6, 1)));
  const start = offsetMinutes(zone, from);
  const observances = [{ at: from, from: start, to: start }, ...zoneChanges(zone, from, to)].map((change) => ({
    name: change.to > standard ? 'DAYLIGHT' : 'STANDARD',
    properties: [
      ['DTSTART', wallStamp(change.at, change.from)],
      ['TZOFFSETFROM', utcOffset(change.from)],
      ['TZOFFSETTO', utcOffset(change.to)],
    ] satisfies IcalProperty[],
  }));
  return { name: 'VTIMEZONE', properties: [['TZID', zone]], components: observances };
}
