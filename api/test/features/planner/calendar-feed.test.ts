import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { calendarFeedFilePath, PLANNER_PATHS, type CalendarFeedLink, type CalendarFeedStatus } from '@app/shared/api-contract/planner';
import { addDays } from '@app/shared/planner/calendar';
import { wallTimeInstant } from '../../../src/features/planner/calendar-feed-times.ts';
import { memberCalls } from '../../helpers/member-calls.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { call, createTestApp, signUp, TEST_PASSWORD, TEST_PUBLIC_URL, type TestApp } from '../../helpers/test-app.ts';

/** Thursday 10 December 2026, 10:00 UTC: her planner opens this week and next. */
const NOW = Date.parse('2026-12-10T10:00:00Z');
const WEEK = '2026-12-07';
const LONDON = 'Europe/London';

type Member = { id: number; token: string; email: string };

interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string;
  tzid: string | null;
  date: string;
  /** Local wall time, HH:MM. */
  time: string;
  /** The instant ical.js places it at, through the feed's VTIMEZONE. */
  startUtc: string;
  stamp: string;
}

/** The feed read by ical.js, its VTIMEZONE registered so the events' instants come from it alone. */
function parseFeed(ics: string): { zone: string; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timezone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  ICAL.TimezoneService.register(timezone);
  try {
    const events = calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      const start = event.startDate;
      const pad = (value: number) => String(value).padStart(2, '0');
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        url: String(component.getFirstPropertyValue('url')),
        tzid: (component.getFirstProperty('dtstart')!.getParameter('tzid') as string | undefined) ?? null,
        date: `${start.year}-${pad(start.month)}-${pad(start.day)}`,
        time: `${pad(start.hour)}:${pad(start.minute)}`,
        startUtc: new Date(start.toUnixTime() * 1000).toISOString(),
        stamp: String(component.getFirstPropertyValue('dtstamp')),
      };
    });
    return { zone: timezone.tzid, events };
  } finally {
    ICAL.TimezoneService.remove(timezone.tzid);
  }
}

describeEachBackend('her planner as a calendar feed: planner/calendar-feed and its .ics (%s)', (backend) => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  const london = memberCalls(() => t.app, LONDON);
  const sydney = memberCalls(() => t.app, 'Australia/Sydney');

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set(NOW);
    const a = await signUp(t.app, { name: 'Alice' });
    // She signs in from London: her browser's zone is kept (auth/sign-in.ts), and her feed is written in it.
    const signedIn = await call<{ token: string }>(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.login,
      payload: { email: a.email, password: TEST_PASSWORD },
      headers: { timezone: LONDON },
    });
    expect(signedIn.status).toBe(200);
    alice = { id: a.id, token: signedIn.body.data.token, email: a.email };
    // Bob's browser never said its zone: his region's (Australia, the default) is used.
    const b = await signUp(t.app, { name: 'Bob' });
    bob = { id: b.id, token: b.token, email: b.email };
  });
  afterAll(() => t.close());

  const newLink = async (member: Member, calls = london) => {
    const reply = await calls.as<CalendarFeedLink>(member, { method: 'POST', url: PLANNER_PATHS.calendarFeed });
    expect(reply.status, reply.body.message).toBe(200);
    return reply.body.data;
  };
  const feedState = async (member: Member) =>
    (await london.as<CalendarFeedStatus>(member, { method: 'GET', url: PLANNER_PATHS.calendarFeed })).body.data;
  /** The feed as a calendar app fetches it: no token, no time zone header. */
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: url.slice(TEST_PUBLIC_URL.length) });
  const readFeed = async (url: string) => {
    const reply = await fetchFeed(url);
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    expect(reply.headers['content-type']).toBe('text/calendar; charset=utf-8');
    return { raw: reply.body, ...parseFeed(reply.body) };
  };
  /** Her planned workouts and meals of a week, as her planner answers them: [activityId, date, title]. */
  const plannedItems = async (calls: typeof london, member: Member, startDate: string) =>
    (await calls.week(member, startDate)).courseDays.flatMap((day) =>
      day.sections
        .filter((section) => section.sectionType !== 'ARTICLE')
        .flatMap((section) => section.data.map((item) => ({ id: item.activityId, date: day.date, title: item.title, item }))),
    );

  it('a new member has no link; making one answers its address once, and the feed holds her planned workouts and meals in her zone', async () => {
    expect(await feedState(alice)).toEqual({ active: false, createdAt: null });
    const link = await newLink(alice);
    expect(link.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}${PLANNER_PATHS.calendarFeedFile}/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedState(alice)).toEqual({ active: true, createdAt: new Date(NOW).toISOString() });
    // Only the secret's hash is kept.
    const secret = link.url.slice(-47, -4);
    const row = await t.app.db.selectFrom('calendarFeeds').selectAll().where('userId', '=', alice.id).executeTakeFirstOrThrow();
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.secretHash).not.toContain(secret);

    const feed = await readFeed(link.url);
    expect(feed.zone).toBe(LONDON);
    expect(feed.raw).toContain('BEGIN:VTIMEZONE');
    for (const line of feed.raw.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const planned = [...(await plannedItems(london, alice, WEEK)), ...(await plannedItems(london, alice, addDays(WEEK, 7)))];
    expect(planned.length).toBeGreaterThan(30);
    const host = new URL(TEST_PUBLIC_URL).host;
    // This week and next, item for item: her planner's titles on its dates, every one in her zone.
    const twoWeeks = feed.events.filter((event) => event.date < addDays(WEEK, 14));
    expect(twoWeeks.map((event) => [event.uid, event.date, event.summary]).sort()).toEqual(
      planned.map((entry) => [`planner-item-${entry.id}@${host}`, entry.date, entry.title]).sort(),
    );
    for (const event of feed.events) {
      expect(event.tzid).toBe(LONDON);
      expect(event.stamp).toBe('2026-12-10T10:00:00Z');
      expect(event.description).toContain(`Open it in the app: ${event.url}`);
      expect(event.url.startsWith(`${TEST_PUBLIC_URL}/`)).toBe(true);
    }
    // Her workouts at 09:30 on her wall clock (GMT in December), linking to the workout's page.
    const workouts = planned.filter((entry) => entry.item.contentType === 'routine');
    expect(workouts.length).toBeGreaterThanOrEqual(8);
    for (const workout of workouts) {
      const event = feed.events.find((candidate) => candidate.uid === `planner-item-${workout.id}@${host}`)!;
      expect(event.time).toBe('09:30');
      expect(event.startUtc).toBe(`${workout.date}T09:30:00.000Z`);
      expect(event.url).toContain(`/workout/overview/0/${workout.item.contentId}/`);
    }
    const breakfasts = planned.filter((entry) => entry.item.mealType === 'Breakfast');
    for (const breakfast of breakfasts)
      expect(feed.events.find((event) => event.uid.startsWith(`planner-item-${breakfast.id}@`))!.time).toBe('07:30');
    // Nothing outside this week and the next three.
    expect(feed.events.every((event) => event.date >= WEEK && event.date <= addDays(WEEK, 27))).toBe(true);
    // Fetched again, the same events keep their UIDs.
    expect((await readFeed(link.url)).events.map((event) => event.uid)).toEqual(feed.events.map((event) => event.uid));
  });

  it('a swap shows in the feed under the same UID', async () => {
    const link = await newLink(alice);
    const lunch = (await plannedItems(london, alice, WEEK)).find(
      (entry) => entry.item.mealType === 'Lunch' && entry.date === '2026-12-11',
    )!;
    const swapped = await london.as(alice, {
      method: 'PUT',
      url: PLANNER_PATHS.swap,
      payload: { date: '2026-12-11', sectionType: 'RECIPE', mealType: 'Lunch', action: 'leftovers' },
    });
    expect(swapped.status).toBe(200);
    const event = (await readFeed(link.url)).events.find((candidate) => candidate.uid.startsWith(`planner-item-${lunch.id}@`))!;
    expect(event).toMatchObject({ summary: 'Lunch: leftovers', date: '2026-12-11', time: '12:30' });
  });

  it('another member’s feed holds only his own plan, in his own region’s zone, never Alice’s items; his revoke leaves hers', async () => {
    const aliceLink = await newLink(alice);
    const aliceFeed = await readFeed(aliceLink.url);
    const bobFeed = await readFeed((await newLink(bob, sydney)).url);
    expect(bobFeed.zone).toBe('Australia/Sydney');
    const bobPlanned = await plannedItems(sydney, bob, WEEK);
    const host = new URL(TEST_PUBLIC_URL).host;
    const bobUids = new Set(bobFeed.events.map((event) => event.uid));
    for (const entry of bobPlanned) expect(bobUids).toContain(`planner-item-${entry.id}@${host}`);
    const aliceUids = new Set(aliceFeed.events.map((event) => event.uid));
    expect([...bobUids].filter((uid) => aliceUids.has(uid))).toEqual([]);
    const aliceIds = await t.app.db.selectFrom('plannerItems').select('id').where('userId', '=', alice.id).execute();
    for (const { id } of aliceIds) expect(bobUids).not.toContain(`planner-item-${id}@${host}`);
    expect((await sydney.as(bob, { method: 'DELETE', url: PLANNER_PATHS.calendarFeed })).status).toBe(200);
    expect((await fetchFeed(aliceLink.url)).statusCode).toBe(200);
    expect(await feedState(alice)).toMatchObject({ active: true });
  });

  it('a new link stops the old one at once; revoking stops it too, and a new one can be made after', async () => {
    const first = await newLink(alice);
    expect((await fetchFeed(first.url)).statusCode).toBe(200);
    const second = await newLink(alice);
    expect(second.url).not.toBe(first.url);
    const old = await fetchFeed(first.url);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
    expect((await fetchFeed(second.url)).statusCode).toBe(200);

    const revoked = await london.as<CalendarFeedStatus>(alice, { method: 'DELETE', url: PLANNER_PATHS.calendarFeed });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ active: false, createdAt: null });
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
    expect(await feedState(alice)).toEqual({ active: false, createdAt: null });
    // Revoking again changes nothing; Bob's link still works.
    expect((await london.as(alice, { method: 'DELETE', url: PLANNER_PATHS.calendarFeed })).status).toBe(200);
    const third = await newLink(alice);
    expect((await fetchFeed(third.url)).statusCode).toBe(200);
  });

  it('a made-up secret is a 404; an address that is not a secret and .ics is a 400; the member routes need her token', async () => {
    const madeUp = await call(t.app, { method: 'GET', url: calendarFeedFilePath('A'.repeat(43)) });
    expect(madeUp.status).toBe(404);
    expect(madeUp.body.message).toMatch(/no calendar at this address/);
    for (const file of ['short.ics', `${'A'.repeat(43)}.ical`, `${'A'.repeat(43)}`, `${'A'.repeat(44)}.ics`, `${'A'.repeat(42)}%3B.ics`]) {
      const reply = await call(t.app, { method: 'GET', url: `${PLANNER_PATHS.calendarFeedFile}/${file}` });
      expect(reply.status, file).toBe(400);
      expect(reply.body.message, file).toBeTruthy();
    }
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await call(t.app, { method, url: PLANNER_PATHS.calendarFeed })).status, method).toBe(401);
  });

  it('a daylight-saving week in her zone: the same wall-clock times, an hour apart in UTC either side of the change', async () => {
    const link = await newLink(alice);
    // Her calendar app fetches it on Thursday 25 March 2027 in London (next week is planned from Thursday); clocks go forward on Sunday 28 March.
    t.clock.set(Date.parse('2027-03-25T10:00:00Z'));
    const feed = await readFeed(link.url);
    const breakfast = (date: string) => feed.events.find((event) => event.date === date && event.time === '07:30')!;
    expect(breakfast('2027-03-27').startUtc).toBe('2027-03-27T07:30:00.000Z');
    expect(breakfast('2027-03-29').startUtc).toBe('2027-03-29T06:30:00.000Z');
    expect(feed.events.filter((event) => event.date === '2027-03-22').length).toBeGreaterThan(0);
    for (const event of feed.events) {
      const [hours, minutes] = event.time.split(':').map(Number) as [number, number];
      expect(event.startUtc, `${event.date} ${event.time}`).toBe(
        new Date(wallTimeInstant(LONDON, event.date, hours * 60 + minutes)).toISOString(),
      );
    }
    t.clock.set(NOW);
  });
});
