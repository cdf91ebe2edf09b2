import { Link } from '@app/shared/router';
import { PATHS } from '@app/shared/routes';
import { plannerPath, plannerPositionForDate } from '@app/shared/planner/calendar';
import { regionalText } from '@app/shared/region/regional-text';
import { useSession } from '@app/shared/store';
import { useTrainingSummaryQuery } from '../../../common/api/training-api.ts';
import { goalText, milestoneText, nextSessionWhen, streakText, weekText } from '../../../common/model/finish-lines.ts';

/**
 * The completion screen's week (issues 42 and 43), once her completion is recorded: her streak, her
 * week so far against her weekly goal, her milestones and her next planned session, as the API counts them (one rule for this screen and home).
 */
export function TrainingSoFar({ recorded }: { recorded: boolean }) {
  const session = useSession();
  const summary = useTrainingSummaryQuery(undefined, { skip: !recorded, refetchOnMountOrArgChange: true });
  const data = summary.data;
  if (!recorded || !data) return null;
  const streak = streakText(data.streakWeeks);
  const next = data.next;
  return (
    <section className="workout-player__finish" aria-labelledby="workout-player-week">
      <h2 id="workout-player-week" className="workout-player__finish-title">
        Your week
      </h2>
      <dl className="workout-player__stats">
        {streak ? (
          <div>
            <dt>Streak</dt>
            <dd>{streak}</dd>
          </div>
        ) : null}
        <div>
          <dt>This week</dt>
          <dd>{weekText(data.week.completed, data.week.planned)}</dd>
        </div>
        <div>
          <dt>Weekly goal</dt>
          <dd>{goalText(data.week.completed, data.weeklyGoal)}</dd>
        </div>
      </dl>
      <p
        className={
          data.milestones.reachedToday === null ? 'workout-player__milestone' : 'workout-player__milestone workout-player__milestone--new'
        }
      >
        {milestoneText(data.milestones)}
      </p>
      <h3 className="workout-player__next-title">Next session</h3>
      {next ? (
        <p className="workout-player__next-session">
          <span>{nextSessionWhen(data.today, next.date)}: </span>
          <Link to={plannerPath(plannerPositionForDate(data.today, next.date))}>{regionalText(next, 'title', session?.regionId)}</Link>
        </p>
      ) : (
        <p className="workout-player__next-session">
          Nothing planned yet. <Link to={PATHS.planner}>Open your planner</Link>
        </p>
      )}
    </section>
  );
}
