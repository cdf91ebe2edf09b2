import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { calendarFeedFilePath, PLANNER_PATHS, type CalendarFeedStatus } from '@app/shared/api-contract/planner';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { StrictObject } from '@app/shared/api-contract/schemas/common';
import { CalendarFeedLinkSchema, CalendarFeedStatusSchema } from '@app/shared/api-contract/schemas/planner';
import { localDate } from '@app/shared/dates';
import { addDays, plannerWindow, weekStartOf } from '@app/shared/planner/calendar';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { ErrorEnvelope, MediaReply, Replies, TextBody } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import type { CatalogVersion } from '../catalog/catalog-version.ts';
import { FEED_DAYS, feedCalendar } from './calendar-feed.ts';
import { createFeed, feedCreatedAt, feedItems, feedOwner, revokeFeed } from './calendar-feed-repository.ts';
import { feedTimeZone } from './calendar-feed-times.ts';
import { ensureWeek, planPoolsCache } from './planner-repository.ts';

const TAGS = ['planner'];
const path = (full: string) => under(API_SERVICE_PREFIXES.applicationSearch, full);
const MEMBER_ERRORS = [400, 401] as const;
/** A secret as lib/crypto.ts randomToken makes it (32 bytes, base64url), then .ics. */
const FEED_FILE = '^[A-Za-z0-9_-]{43}\\.ics$';
const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

interface CalendarFeedOptions {
  catalogVersion: CatalogVersion;
  /** The app's address: the feed's link, and the pages its events link to. */
  publicUrl: string;
}

const status = (createdAt: Date | null): CalendarFeedStatus => ({
  active: createdAt !== null,
  createdAt: createdAt?.toISOString() ?? null,
});

/**
 * Her week in her calendar (issue 43). planner/calendar-feed: her link's state (GET), a new link
 * (POST, shown once: only its SHA-256 is kept) and revoking it (DELETE). The feed itself,
 * pub/api/planner/calendar/{secret}.ics, takes no token (a calendar app cannot send one): the
 * 256-bit secret is the key, and a revoked or made-up one is a 404.
 *
 * The feed holds this week (Monday to Sunday in her zone) and the next three (FEED_DAYS): this
 * week and next are planned when they have not been yet, as the planner would plan them; the two
 * after hold what she has planned there so far.
 */
const calendarFeedRoutes: FastifyPluginAsyncTypebox<CalendarFeedOptions> = async (app, options) => {
  const pools = planPoolsCache(app.db);

  app.get(
    path(PLANNER_PATHS.calendarFeed),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getCalendarFeed',
      summary: 'Whether she has a calendar link of her planner, and since when',
      description:
        'The signed-in member’s own. The link itself is shown once, when made (POST); only its hash is kept, so it cannot be shown again.',
      response: Replies(CalendarFeedStatusSchema, MEMBER_ERRORS),
    }),
    async (request) => ({ code: 200, data: status(await feedCreatedAt(app.db, request.member.userId)), message: 'OK' }),
  );

  app.post(
    path(PLANNER_PATHS.calendarFeed),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'createCalendarFeed',
      summary: 'A new calendar link of her planned workouts and meals (an older one stops working at once)',
      description:
        'The signed-in member’s own: answers the .ics address, this once, for a calendar app to subscribe to. Any link she made before is replaced and answers 404 from now on.',
      response: Replies(CalendarFeedLinkSchema, MEMBER_ERRORS),
    }),
    async (request) => {
      const { secret, createdAt } = await createFeed(app.db, request.member.userId, new Date(app.clock.now()));
      return {
        code: 200,
        data: { active: true as const, createdAt: createdAt.toISOString(), url: `${options.publicUrl}${calendarFeedFilePath(secret)}` },
        message: 'Your calendar link is ready. Copy it now: it is shown only once.',
      };
    },
  );

  app.delete(
    path(PLANNER_PATHS.calendarFeed),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'revokeCalendarFeed',
      summary: 'Revoke her calendar link: it answers 404 from now on',
      description: 'The signed-in member’s own; revoking when she has no link changes nothing. A new link can be made after.',
      response: Replies(CalendarFeedStatusSchema, MEMBER_ERRORS),
    }),
    async (request) => {
      await revokeFeed(app.db, request.member.userId);
      return { code: 200, data: status(null), message: 'Your calendar link no longer works.' };
    },
  );

  app.get(
    `${path(PLANNER_PATHS.calendarFeedFile)}/:file`,
    {
      schema: {
        tags: TAGS,
        operationId: 'getCalendarFeedFile',
        summary: 'Her planned workouts and meals as an iCalendar feed (RFC 5545), for a calendar app',
        description:
          'No token: the secret in the address is the key (a calendar app cannot send a header). This week and the next three in her time zone (what is planned: next week from Thursday, when her planner opens it), each planned workout and meal an event at its time of day (api/src/features/planner/calendar-feed-times.ts), with a VTIMEZONE. An address that is not a secret followed by .ics is a 400; a revoked or unknown secret a 404.',
        params: StrictObject({ file: Type.String({ pattern: FEED_FILE, maxLength: 47, description: 'The secret, then .ics' }) }),
        response: {
          200: MediaReply('The calendar', { 'text/calendar': TextBody }),
          400: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const owner = await feedOwner(app.db, request.params.file.slice(0, -'.ics'.length));
      if (!owner) throw new ApiError(404, 'NOT_FOUND', 'There is no calendar at this address: the link was revoked, or never made.');
      const zone = feedTimeZone(owner.timezone, owner.regionId);
      const now = app.clock.now();
      const today = localDate(now, zone);
      const weekStart = weekStartOf(today);
      // Next week once her planner opens it (from Thursday, SPEC 9), as planner/training plans it.
      const weeks = plannerWindow(today).canGoPastCurrentWeek ? [weekStart, addDays(weekStart, 7)] : [weekStart];
      for (const week of weeks) {
        await ensureWeek(app.db, {
          userId: owner.id,
          weekStart: week,
          today,
          choices: {},
          programStartedOn: (program) => localDate(program.startedAt.getTime(), zone),
          pools: async (choices) => pools(choices, await options.catalogVersion()),
        });
      }
      const items = await feedItems(app.db, owner.id, weekStart, addDays(weekStart, FEED_DAYS - 1));
      reply.type(CALENDAR_CONTENT_TYPE);
      return feedCalendar(items, { zone, regionId: owner.regionId, publicUrl: options.publicUrl, weekStart, now });
    },
  );
};

export default calendarFeedRoutes;
