import { Link } from '@app/shared/router';
import type { CourseProgress } from '@app/shared/api-contract/progress-service';
import type { ProgramDetail } from '@app/shared/api-contract/user-interaction';
import { formatMinutes } from '@app/shared/planner/duration';
import { programContextSearch } from '../../../common/model/program-context.ts';
import { PATHS, programPath, workoutOverviewPath } from '@app/shared/routes';
import { FailureScreen, PageHeading, Spinner } from '@app/shared/ui';
import { useProgramCourseProgressQuery, useProgramDetailQuery } from '../api/programs-api.ts';
import { dayName, isDone, nextWorkout, progressLabel } from '../model/program-progress.ts';
import { useProgramId } from './program-detail-page.tsx';
import './programs.css';

function WorkoutWeeks({ program, progress }: { program: ProgramDetail; progress: CourseProgress }) {
  const doing = progress.status === 'in-progress';
  const next = doing ? nextWorkout(program.schedule, progress) : null;
  return (
    <>
      {program.schedule.map((week) => (
        <section key={week.week} className="workouts-week" aria-labelledby={`workouts-week-${week.week}`}>
          <h2 id={`workouts-week-${week.week}`} className="workouts-week__title">
            Week {week.week}
          </h2>
          <p className="workouts-week__focus">{week.focus}</p>
          <ol className="workouts-week__list">
            {week.days
              .filter((day) => day.workout && !day.rest)
              .map((day) => {
                const workout = day.workout!;
                const done = isDone(progress, week.week, day.day);
                const upNext = next?.week === week.week && next.day === day.day;
                // From a program she is doing, the workout knows its week and day, so completing it counts here.
                const search = doing ? programContextSearch({ programId: program.id, week: week.week, day: day.day }) : '';
                const to = `${workoutOverviewPath(workout.setType === 1 ? 'gym' : 'home', workout.contentId, workout.title, workout.urlPartial)}${search}`;
                return (
                  <li
                    key={day.day}
                    className={`workout-row${done ? ' workout-row--done' : ''}${upNext ? ' workout-row--next' : ''}`}
                    aria-current={upNext ? 'step' : undefined}
                  >
                    <span className={`workout-row__mark${done ? ' workout-row__mark--done' : ''}`} aria-hidden="true">
                      {done ? '✓' : ''}
                    </span>
                    <span className="workout-row__day">{dayName(day.day)}</span>
                    <Link className="workout-row__title" to={to}>
                      {workout.title}
                    </Link>
                    <span className="workout-row__meta">
                      {workout.duration ? formatMinutes(workout.duration) : null}
                      {done ? <span className="workout-row__status">Done</span> : null}
                      {upNext ? <span className="workout-row__status workout-row__status--next">Up next</span> : null}
                    </span>
                  </li>
                );
              })}
          </ol>
        </section>
      ))}
    </>
  );
}

/** /programs/{id}/workouts: the workouts week by week, the done ones marked and the next one highlighted. */
export function ProgramWorkoutsPage() {
  const id = useProgramId();
  const program = useProgramDetailQuery(id ?? 0, { skip: id === null });
  const progress = useProgramCourseProgressQuery(id ?? 0, { skip: id === null });

  if (id === null) {
    return <PageHeading lead={<Link to={PATHS.programs}>Back to programs</Link>}>There is no such program</PageHeading>;
  }
  if (program.isLoading || progress.isLoading) return <Spinner label="Loading the workouts" />;
  if (!program.data || !progress.data)
    return <FailureScreen source="planner" onRetry={() => void Promise.all([program.refetch(), progress.refetch()])} />;

  const doing = progress.data.status === 'in-progress';
  return (
    <div className="programs-page program-workouts">
      <Link className="back-link" to={programPath(id)}>
        ‹ {program.data.title}
      </Link>
      <PageHeading lead={doing ? progressLabel(progress.data) : 'Start the program to track your workouts here.'}>
        {program.data.title} workouts
      </PageHeading>
      {!doing ? (
        <p className="programs-empty">
          <Link to={programPath(id)}>Start {program.data.title}</Link> and each workout you complete is marked done here.
        </p>
      ) : null}
      <WorkoutWeeks program={program.data} progress={progress.data} />
    </div>
  );
}
