import { useId, useState } from 'react';
import type { LoggedWorkout } from '@app/shared/api-contract/progress-service';
import type { WeightUnit } from '@app/shared/api-contract/user-service';
import { dayMonthYear } from '@app/shared/dates';
import { PageHeading, Spinner } from '@app/shared/ui';
import { SectionError } from '@app/shared/ui/loading-row';
import { useCompletedWorkoutsQuery, useLoggedWorkoutsQuery } from '../api/logbook-api.ts';
import { logDateLabel } from '../model/log-date.ts';
import { setLabel, setsText } from '../model/log-sets.ts';
import { bestLabel, bestPerExercise } from '../model/previous-best.ts';
import { LogbookHeading, useWeightUnit } from './logbook.tsx';
import './logbook.css';
import './workout-history.css';

/** One page of her completed workouts, as items of the list. */
function CompletedPage({ page }: { page: number }) {
  const { data, isLoading, isError, refetch } = useCompletedWorkoutsQuery(page);
  if (isLoading) {
    return (
      <li>
        <Spinner label="Loading your workouts" />
      </li>
    );
  }
  if (isError || !data) {
    return (
      <li>
        <SectionError onRetry={() => void refetch()} />
      </li>
    );
  }
  return (
    <>
      {data.items.map((item, index) => (
        <li key={`${item.contentId}-${item.at}-${index}`} className="history-item">
          <span className="history-item__date">{dayMonthYear(item.completedOn)}</span>
          <span className="history-item__title">{item.title}</span>
          <span className="history-item__meta">{setLabel(item.setType)}</span>
        </li>
      ))}
    </>
  );
}

function CompletedWorkouts() {
  const [pages, setPages] = useState(1);
  const first = useCompletedWorkoutsQuery(1);
  const last = useCompletedWorkoutsQuery(pages);
  const totalPages = last.data?.totalPages ?? first.data?.totalPages ?? 1;
  return (
    <section className="logbook" aria-labelledby="completed-workouts-title">
      <h2 id="completed-workouts-title" className="logbook__title">
        Completed workouts
      </h2>
      {first.data?.total === 0 ? (
        <p className="history-section__empty">No completed workouts yet. When you complete a workout, it is listed here.</p>
      ) : (
        <ol className="history-list" aria-labelledby="completed-workouts-title">
          {Array.from({ length: pages }, (_, index) => (
            <CompletedPage key={index + 1} page={index + 1} />
          ))}
        </ol>
      )}
      {pages < totalPages && last.data ? (
        <button type="button" className="button button--ghost history-section__more" onClick={() => setPages(pages + 1)}>
          Show more workouts
        </button>
      ) : null}
    </section>
  );
}

const NO_LONGER_LISTED = 'no longer in the catalog';

function LoggedWorkoutLog({ workout, unit }: { workout: LoggedWorkout; unit: WeightUnit }) {
  const headingId = useId();
  const best = bestPerExercise(workout.exercises.flatMap((exercise) => exercise.entries));
  return (
    <section className="history-workout" aria-labelledby={headingId}>
      <h3 id={headingId} className="history-workout__title">
        {workout.title ?? `A workout ${NO_LONGER_LISTED}`}
      </h3>
      {workout.exercises.map((exercise) => {
        const exerciseBest = best.get(exercise.exerciseId);
        const name = exercise.name ?? `An exercise ${NO_LONGER_LISTED}`;
        return (
          <div key={exercise.exerciseId} className="exercise-log">
            <div className="exercise-log__head">
              <h4 className="exercise-log__title">{name}</h4>
              {exerciseBest ? <p className="exercise-log__best">Best: {bestLabel(exerciseBest, unit)}</p> : null}
            </div>
            <ul className="exercise-log__entries" aria-label={`${name} logs`}>
              {exercise.entries.map((entry) => (
                <li key={entry.id} className="saved-log">
                  <p className="saved-log__text">
                    <span className="saved-log__date">{logDateLabel(entry.loggedAt)}</span>
                    <span className="saved-log__sets">{setsText(entry, unit)}</span>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

function WholeLogbook() {
  const unit = useWeightUnit();
  const { data, isLoading, isError, refetch } = useLoggedWorkoutsQuery();
  return (
    <section className="logbook" aria-labelledby="whole-logbook-title">
      <LogbookHeading titleId="whole-logbook-title" unit={unit} isLoading={isLoading} isError={isError} onRetry={() => void refetch()} />
      {data?.length === 0 ? (
        <p className="history-section__empty">Nothing logged yet. The sets you log in a workout’s Logbook are kept here.</p>
      ) : null}
      {data?.map((workout) => (
        <LoggedWorkoutLog key={workout.routineId} workout={workout} unit={unit} />
      ))}
    </section>
  );
}

/**
 * /history: the workouts she completed, most recent first, and her whole logbook. Hers to read
 * whatever her subscription: the route is not a paid page, and neither call looks at it.
 */
export function WorkoutHistoryPage() {
  return (
    <div className="workout-history">
      <PageHeading lead="The workouts you completed and the sets you logged. They stay yours to read, subscribed or not.">
        Workout history
      </PageHeading>
      <CompletedWorkouts />
      <WholeLogbook />
    </div>
  );
}
