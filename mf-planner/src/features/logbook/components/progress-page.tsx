import { useId, useMemo } from 'react';
import type { ExerciseProgress } from '@app/shared/api-contract/progress-service';
import type { WeightUnit } from '@app/shared/api-contract/user-service';
import { Link } from '@app/shared/router';
import { PATHS } from '@app/shared/routes';
import { formatWeight } from '@app/shared/units/weight';
import { PageHeading, Spinner } from '@app/shared/ui';
import { SectionError } from '@app/shared/ui/loading-row';
import { useExerciseProgressQuery } from '../api/logbook-api.ts';
import { logDateLabel } from '../model/log-date.ts';
import { bestLabel } from '../model/previous-best.ts';
import { chartPoints } from '../model/progress-figures.ts';
import { BodyMeasurements } from './body-measurements.tsx';
import { ProgressChart } from './progress-chart.tsx';
import { useWeightUnit } from './logbook.tsx';
import './logbook.css';
import './progress-page.css';

const NONE = 'None yet';
const nameOf = (exercise: ExerciseProgress) => exercise.name ?? 'An exercise no longer in the catalog';

function RecordsTable({ exercises, unit }: { exercises: readonly ExerciseProgress[]; unit: WeightUnit }) {
  return (
    <div className="progress-table-box">
      <table className="progress-table">
        <caption className="progress-table__caption">Your records</caption>
        <thead>
          <tr>
            <th scope="col">Exercise</th>
            <th scope="col">Heaviest set</th>
            <th scope="col">Most reps</th>
            <th scope="col">Est. 1RM</th>
          </tr>
        </thead>
        <tbody>
          {exercises.map((exercise) => {
            const { heaviest, mostReps, bestOneRepMax } = exercise.records;
            return (
              <tr key={exercise.exerciseId}>
                <th scope="row">{nameOf(exercise)}</th>
                <td>{heaviest ? bestLabel(heaviest, unit) : NONE}</td>
                <td>{mostReps ? bestLabel(mostReps, unit) : NONE}</td>
                <td>{bestOneRepMax ? formatWeight(bestOneRepMax.oneRepMax, unit) : NONE}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One exercise over time: the chart (for the eye) and, beside it, the same figures as a table. */
function ExerciseChart({ exercise, unit }: { exercise: ExerciseProgress; unit: WeightUnit }) {
  const headingId = useId();
  const points = useMemo(() => chartPoints(exercise, unit), [exercise, unit]);
  const name = nameOf(exercise);
  return (
    <section className="progress-exercise" aria-labelledby={headingId}>
      <h3 id={headingId} className="progress-exercise__title">
        {name}
      </h3>
      {exercise.sessions.length === 0 ? (
        <p className="progress-page__note">Bodyweight only: there is no weight to chart. Your most reps are in the table above.</p>
      ) : (
        <>
          <p className="progress-page__note">Best estimated one-rep max per session, in {unit}.</p>
          <ProgressChart points={points} unit={unit} />
          <div className="progress-table-box">
            <table className="progress-table">
              <caption className="progress-table__caption">{name} by session</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Best set</th>
                  <th scope="col">Est. 1RM</th>
                </tr>
              </thead>
              <tbody>
                {exercise.sessions.map((session) => (
                  <tr key={session.entryId}>
                    <th scope="row">{logDateLabel(session.loggedAt)}</th>
                    <td>{bestLabel(session.best, unit)}</td>
                    <td>{formatWeight(session.best.oneRepMax, unit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * /progress: her records per exercise and a chart per exercise over time, from her own logbook,
 * weights in her unit. Estimated one-rep max is Epley's (shared/src/progress/records.ts). Below
 * them, her body measurements.
 */
export function ProgressPage() {
  const unit = useWeightUnit();
  const { data, isLoading, isError, refetch } = useExerciseProgressQuery();
  return (
    <div className="progress-page">
      <PageHeading lead="Your records and how each exercise has gone, from the sets you logged.">Progress</PageHeading>
      <p className="progress-page__note">
        Weights in {unit.toUpperCase()} (change it in Settings). Est. 1RM is your estimated one-rep max: weight × (1 + reps ÷ 30).
      </p>
      {isLoading ? <Spinner label="Loading your progress" /> : null}
      {isError ? <SectionError onRetry={() => void refetch()} /> : null}
      {data?.length === 0 ? (
        <p className="progress-page__note">
          Nothing logged yet. Log your sets in a workout’s Logbook and your records appear here.{' '}
          <Link to={PATHS.workouts}>Find a workout</Link>
        </p>
      ) : null}
      {data && data.length > 0 ? (
        <>
          <RecordsTable exercises={data} unit={unit} />
          <section className="progress-page__charts" aria-labelledby="progress-charts-title">
            <h2 id="progress-charts-title" className="logbook__title">
              Over time
            </h2>
            {data.map((exercise) => (
              <ExerciseChart key={exercise.exerciseId} exercise={exercise} unit={unit} />
            ))}
          </section>
        </>
      ) : null}
      <BodyMeasurements weightUnit={unit} />
    </div>
  );
}
