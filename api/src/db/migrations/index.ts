import type { Migration } from 'kysely';
import { initial } from './0001-initial.ts';
import { homeContent } from './0002-home-content.ts';
import { contentCatalog } from './0003-content-catalog.ts';
import { paymentEvents } from './0004-payment-events.ts';
import { planner } from './0005-planner.ts';
import { logbook } from './0006-logbook.ts';
import { shoppingLists } from './0007-shopping-lists.ts';
import { catalogSpeed } from './0010-catalog-speed.ts';
import { plannerRevision } from './0011-planner-revision.ts';
import { memberPreferences } from './0012-member-preferences.ts';
import { serverSecrets } from './0013-server-secrets.ts';
import { searchWords } from './0014-search-words.ts';
import { remoteRegistry } from './0015-remote-registry.ts';
import { remoteOverrides } from './0016-remote-overrides.ts';
import { overrideRevocation } from './0017-override-revocation.ts';
import { stageScreening } from './0018-stage-screening.ts';
import { trainedWorkouts } from './0019-trained-workouts.ts';
import { bodyMeasurements } from './0020-body-measurements.ts';
import { calendarFeeds } from './0022-calendar-feeds.ts';
import { weeklyGoal } from './0023-weekly-goal.ts';
import { workoutReminders } from './0024-workout-reminders.ts';

/** Every migration, in order. Never edit one that has shipped: add the next. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-home-content': homeContent,
  '0003-content-catalog': contentCatalog,
  '0004-payment-events': paymentEvents,
  '0005-planner': planner,
  '0006-logbook': logbook,
  '0007-shopping-lists': shoppingLists,
  '0010-catalog-speed': catalogSpeed,
  '0011-planner-revision': plannerRevision,
  '0012-member-preferences': memberPreferences,
  '0013-server-secrets': serverSecrets,
  '0014-search-words': searchWords,
  '0015-remote-registry': remoteRegistry,
  '0016-remote-overrides': remoteOverrides,
  '0017-override-revocation': overrideRevocation,
  '0018-stage-screening': stageScreening,
  '0019-trained-workouts': trainedWorkouts,
  '0020-body-measurements': bodyMeasurements,
  '0022-calendar-feeds': calendarFeeds,
  '0023-weekly-goal': weeklyGoal,
  '0024-workout-reminders': workoutReminders,
};
