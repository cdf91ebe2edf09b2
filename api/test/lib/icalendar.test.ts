import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { fold, localStamp, offsetMinutes, serialize, text, utcStamp, vtimezone, zoneChanges } from '../../src/lib/icalendar.ts';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('iCalendar TEXT escaping (RFC 5545 3.3.11)', () => {
  it.each([
    ['plain', 'Lentil soup', 'Lentil soup'],
    ['comma and semicolon', 'Eggs, toast; tea', 'Eggs\\, toast\\; tea'],
    ['backslash first, so an escape is not escaped twice', 'a\\b,c', 'a\\\\b\\,c'],
    ['LF, CRLF and CR as \\n', 'one\ntwo\r\nthree\rfour', 'one\\ntwo\\nthree\\nfour'],
    ['other controls dropped, tab kept', 'a\u0000b\u001bc\td', 'abc\td'],
    ['a colon needs no escape in TEXT', 'Open: here', 'Open: here'],
  ])('%s', (_name, input, written) => {
    expect(text(input)).toBe(written);
  });
});

describe('line folding at 75 octets (RFC 5545 3.1)', () => {
  it.each([
    ['a short line stays whole', 'SUMMARY:Short', 1],
    ['exactly 75 octets stays whole', `SUMMARY:${'x'.repeat(67)}`, 1],
    ['76 octets fold once', `SUMMARY:${'x'.repeat(68)}`, 2],
    ['a long line folds into several', `DESCRIPTION:${'y'.repeat(300)}`, 5],
  ])('%s', (_name, line, count) => {
    const folded = fold(line).split('\r\n');
    expect(folded).toHaveLength(count);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('never splits a multi-byte character: each line stays valid UTF-8 and unfolds to the original', () => {
    const line = `SUMMARY:${'Crème brûlée 🍮 '.repeat(12)}`;
    const folded = fold(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(3);
    for (const part of folded) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    }
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('date-times', () => {
  it.each([
    [Date.UTC(2027, 2, 29, 8, 30, 5), '20270329T083005Z'],
    [Date.UTC(2026, 11, 31, 23, 59, 59), '20261231T235959Z'],
  ])('UTC stamp of %s', (at, stamp) => expect(utcStamp(at)).toBe(stamp));

  it.each([
    ['2027-03-29', 7 * 60 + 30, '20270329T073000'],
    ['2026-11-02', 18 * 60 + 30, '20261102T183000'],
    ['2026-01-05', 0, '20260105T000000'],
  ])('local stamp of %s at minute %s', (date, minutes, stamp) => expect(localStamp(date, minutes)).toBe(stamp));
});

describe('a zone’s offsets and changes, from the runtime’s zone data', () => {
  it.each([
    ['Europe/London', '2027-01-15T12:00:00Z', 0],
    ['Europe/London', '2027-07-15T12:00:00Z', 60],
    ['America/New_York', '2026-11-01T05:59:00Z', -240],
    ['America/New_York', '2026-11-01T06:00:00Z', -300],
    ['Australia/Sydney', '2027-04-03T15:59:00Z', 660],
    ['Australia/Sydney', '2027-04-03T16:00:00Z', 600],
    ['Asia/Kolkata', '2027-03-01T00:00:00Z', 330],
    ['UTC', '2027-03-01T00:00:00Z', 0],
  ])('%s at %s is UTC%s min', (zone, at, minutes) => expect(offsetMinutes(zone, Date.parse(at))).toBe(minutes));

  it.each([
    // UK: clocks go forward at 01:00 GMT on the last Sunday of March.
    ['Europe/London', '2027-03-22', '2027-03-29', [{ at: '2027-03-28T01:00:00.000Z', from: 0, to: 60 }]],
    // US: back at 02:00 EDT on the first Sunday of November.
    ['America/New_York', '2026-10-26', '2026-11-02', [{ at: '2026-11-01T06:00:00.000Z', from: -240, to: -300 }]],
    // AU (NSW): back at 03:00 AEDT on the first Sunday of April.
    ['Australia/Sydney', '2027-03-29', '2027-04-05', [{ at: '2027-04-03T16:00:00.000Z', from: 660, to: 600 }]],
    ['Europe/London', '2027-01-04', '2027-02-01', []],
    ['Asia/Kolkata', '2027-03-01', '2027-04-01', []],
  ])('%s from %s to %s', (zone, from, to, changes) => {
    expect(
      zoneChanges(zone, Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`)).map((change) => ({
        ...change,
        at: new Date(change.at).toISOString(),
      })),
    ).toEqual(changes);
  });
});

describe('a whole calendar', () => {
  it('is CRLF-terminated lines that ical.js reads back, with the VTIMEZONE placing local times across a change', () => {
    const from = Date.parse('2027-03-21T00:00:00Z');
    const to = Date.parse('2027-04-05T00:00:00Z');
    const ics = serialize({
      name: 'VCALENDAR',
      properties: [
        ['VERSION', '2.0'],
        ['PRODID', '-//Test//EN'],
      ],
      components: [
        vtimezone('Europe/London', from, to),
        ...['2027-03-27', '2027-03-29'].map((date, index) => ({
          name: 'VEVENT',
          properties: [
            ['UID', `event-${index}@test`],
            ['DTSTAMP', utcStamp(from)],
            ['DTSTART', localStamp(date, 9 * 60 + 30), { TZID: 'Europe/London' }],
            ['SUMMARY', text('Squats, lunges; and a very long title that must be folded somewhere past the seventy-fifth octet')],
          ] satisfies [string, string, Record<string, string>?][],
        })),
      ],
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '').includes('\n')).toBe(false);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    ICAL.TimezoneService.register(zone);
    try {
      const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
      expect(events.map((event) => event.summary)).toEqual([
        'Squats, lunges; and a very long title that must be folded somewhere past the seventy-fifth octet',
        'Squats, lunges; and a very long title that must be folded somewhere past the seventy-fifth octet',
      ]);
      // 09:30 GMT on Saturday, 09:30 BST (08:30 UTC) on Monday.
      expect(events.map((event) => new Date(event.startDate.toUnixTime() * 1000).toISOString())).toEqual([
        '2027-03-27T09:30:00.000Z',
        '2027-03-29T08:30:00.000Z',
      ]);
    } finally {
      ICAL.TimezoneService.remove('Europe/London');
    }
  });
});
