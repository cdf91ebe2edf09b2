import { useEffect, useRef, useState } from 'react';
import type { ProgramStanding } from '@app/shared/api-contract/progress-service';
import { Link } from '@app/shared/router';
import { memberGreeting } from '@app/shared/session';
import { useSession } from '@app/shared/store';
import { PageHeading } from '@app/shared/ui';
import { SmartImage } from '@app/shared/ui/smart-image';
import { LoadingRow } from '@app/shared/ui/loading-row';
import { apiErrorMessage } from '@app/shared/api';
import { dayIndexOf, longDayLabel, plannerPath, weekStartOf } from '@app/shared/planner/calendar';
import { dayPlan, itemTitle, mealTitle, weekCompletions } from '../../../common/model/day-plan.ts';
import { usePlannerWeekQuery } from '../../../common/api/planner-api.ts';
import { useTrainingSummaryQuery } from '../../../common/api/training-api.ts';
import { PATHS, programPath, settingsPath, type SettingName } from '@app/shared/routes';
import { milestoneText } from '../../../common/model/finish-lines.ts';
import { plural } from '@app/shared/text/plural';
import { useToday } from '../../../common/model/use-today.ts';
import { keptLine } from '@app/shared/text/stage-copy';
import { useStagePlanQuery } from '../../../common/api/stage-plan-api.ts';
import { StageChoice, unsuited } from '../../../common/components/stage-choice.tsx';
import { useMemberHomeCourseProgressQuery, useMemberHomeProgramIdsQuery, useMemberHomeProgramQuery } from '../api/member-home-api.ts';
import { StageNotice } from './stage-notice.tsx';
import './member-home.css';

/** A program paused for her stage: why, and her choice (switch to her stage's program, or keep it knowingly). */
function PausedProgram({ standing, onChosen }: { standing: ProgramStanding; onChosen: () => void }) {
  const program = unsuited(standing);
  return (
    <div className="home-program home-program--paused">
      <div>
        <h3 className="home-card__title">{standing.title} is paused</h3>
        {program ? <StageChoice standing={standing} program={program} keepLabel={`Keep ${standing.title}`} onChosen={onChosen} /> : null}
      </div>
    </div>
  );
}

function ProgramInProgress({ programId, standing }: { programId: number; standing: ProgramStanding | undefined }) {
  const program = useMemberHomeProgramQuery(programId);
  const progress = useMemberHomeCourseProgressQuery(programId);
  const kept = standing?.keptKnowingly ? unsuited(standing) : null;
  if (!program.data || !progress.data) return <LoadingRow label="Loading your program" cards={['home-card--loading']} />;
  const { completedWorkouts, totalWorkouts } = progress.data;
  const percent = totalWorkouts > 0 ? Math.round((completedWorkouts / totalWorkouts) * 100) : 0;
  return (
    <div className="home-program">
      <SmartImage className="home-program__image" image={{ src: program.data.image, width: 400, height: 300 }} alt="" />
      <div>
        <h3 className="home-card__title">{program.data.title}</h3>
        <p className="home-card__meta">
          {completedWorkouts} of {totalWorkouts} workouts done • {program.data.weeks} weeks
        </p>
        <div
          className="home-progress"
          role="progressbar"
          aria-label={`${program.data.title} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ inlineSize: `${percent}%` }} />
        </div>
        {kept ? <p className="home-card__note">{keptLine(program.data.title, kept)}</p> : null}
        <Link className="home-link" to={programPath(programId)}>
          Continue program
        </Link>
      </div>
    </div>
  );
}

export function MemberHomePage() {
  const session = useSession();
  const greeting = memberGreeting(session);
  const today = useToday();
  const week = usePlannerWeekQuery(weekStartOf(today));
  const programs = useMemberHomeProgramIdsQuery();
  const stagePlan = useStagePlanQuery();
  const programHeading = useRef<HTMLHeadingElement>(null);
  const todayHeading = useRef<HTMLHeadingElement>(null);
  const followed = stagePlan.data?.programs ?? [];
  // A program paused for her stage comes first: it waits for her choice.
  const paused = followed.find((program) => program.status === 'paused');
  // Once her choice is saved and the card shows what now stands (the question closed), her focus goes to it.
  const [focusProgram, setFocusProgram] = useState(false);
  useEffect(() => {
    if (focusProgram && !paused) {
      programHeading.current?.focus();
      setFocusProgram(false);
    }
  }, [focusProgram, paused]);
  const plan = dayPlan(week.data, today);
  const training = useTrainingSummaryQuery();
  const meals = week.data ? weekCompletions(week.data) : null;
  const todayPath = plannerPath({ weeksFromCurrentWeek: 0, dayIndex: dayIndexOf(today) });

  return (
    <div className="member-home">
      <PageHeading lead={`${longDayLabel(today)}. Here is your day at a glance.`}>{greeting}</PageHeading>
      {stagePlan.data?.notice ? (
        <StageNotice
          notice={stagePlan.data.notice}
          programs={followed}
          regionId={session?.regionId}
          onDismissed={() => todayHeading.current?.focus()}
        />
      ) : null}
      <div className="member-home__grid">
        <section className="home-card home-card--today" aria-labelledby="home-today">
          <h2 id="home-today" ref={todayHeading} tabIndex={-1} className="home-card__heading">
            Today’s plan
          </h2>
          {week.isError ? (
            <p role="alert">{apiErrorMessage(week.error)}</p>
          ) : !plan ? (
            <LoadingRow label="Loading today’s plan" cards={['home-card--loading']} />
          ) : (
            <ul className="home-today">
              <li className="home-today__item">
                <span className="home-today__kind">Workout</span>
                <span className="home-today__title">{plan.workout ? itemTitle(plan.workout, session?.regionId) : 'Rest day'}</span>
                {plan.workout?.completed ? <span className="home-today__done">✓ Done</span> : null}
              </li>
              {plan.meals.map(({ mealType, item }) =>
                item ? (
                  <li key={mealType} className="home-today__item">
                    <span className="home-today__kind">{mealType}</span>
                    <span className="home-today__title">{mealTitle(item, session?.regionId)}</span>
                    {item.completed ? <span className="home-today__done">✓ Done</span> : null}
                  </li>
                ) : null,
              )}
            </ul>
          )}
          <Link className="home-link home-link--primary" to={todayPath}>
            Open today in the planner
          </Link>
        </section>

        <section className="home-card" aria-labelledby="home-week">
          <h2 id="home-week" className="home-card__heading">
            This week
          </h2>
          {meals && training.data ? (
            <dl className="home-stats">
              {[
                // Every workout she completed this week, however she did it (the API's one rule), of those planned.
                ['Workouts completed', training.data.week.completed, training.data.week.planned],
                ['Meals completed', meals.mealsDone, meals.mealsPlanned],
              ].map(([label, count, planned]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>
                    {count} <span>of {planned}</span>
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <LoadingRow label="Loading this week" cards={['home-card--loading']} />
          )}
          <Link className="home-link" to={PATHS.planner}>
            See the week
          </Link>
        </section>

        <section className="home-card" aria-labelledby="home-habit">
          <h2 id="home-habit" className="home-card__heading">
            Your habit
          </h2>
          {training.data ? (
            <>
              <dl className="home-stats">
                <div>
                  <dt>Weekly goal</dt>
                  <dd>
                    {training.data.week.completed}{' '}
                    <span>
                      of {training.data.weeklyGoal}
                      {training.data.week.completed >= training.data.weeklyGoal ? ' · met' : ''}
                    </span>
                  </dd>
                </div>
                <div>
                  <dt>Streak</dt>
                  <dd>
                    {training.data.streakWeeks} <span>{plural(training.data.streakWeeks, 'week', 'weeks')}</span>
                  </dd>
                </div>
              </dl>
              <p className="home-habit__milestone">{milestoneText(training.data.milestones)}</p>
            </>
          ) : (
            <LoadingRow label="Loading your habit" cards={['home-card--loading']} />
          )}
          <Link className="home-link" to={settingsPath('preferences' satisfies SettingName)}>
            Change your weekly goal
          </Link>
        </section>

        <section className="home-card" aria-labelledby="home-program">
          <h2 id="home-program" ref={programHeading} tabIndex={-1} className="home-card__heading">
            Your program
          </h2>
          {paused ? (
            <PausedProgram standing={paused} onChosen={() => setFocusProgram(true)} />
          ) : programs.data && programs.data.length > 0 ? (
            <ProgramInProgress
              programId={programs.data[0]!}
              standing={followed.find((program) => program.programId === programs.data![0])}
            />
          ) : programs.data ? (
            <>
              <p className="home-card__meta">Pick a multi-week program and its workouts land in your planner on the right days.</p>
              <Link className="home-link" to={PATHS.programs}>
                Browse programs
              </Link>
            </>
          ) : (
            <LoadingRow label="Loading your program" cards={['home-card--loading']} />
          )}
        </section>

        <nav className="home-card home-shortcuts" aria-label="Shortcuts">
          <h2 className="home-card__heading">Jump to</h2>
          <ul>
            <li>
              <Link to={PATHS.planner}>Planner</Link>
            </li>
            <li>
              <Link to={PATHS.programs}>Programs</Link>
            </li>
            <li>
              <Link to={PATHS.shoppingList}>Shopping list</Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
