import { useId, useState } from 'react';
import type { LogbookEntry } from '@app/shared/api-contract/progress-service';
import type { WeightUnit } from '@app/shared/api-contract/user-service';
import type { WorkoutStep } from '@app/shared/api-contract/workout';
import { apiErrorMessage } from '@app/shared/api';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { useSession } from '@app/shared/store';
import { Spinner, showToast } from '@app/shared/ui';
import { SectionError } from '@app/shared/ui/loading-row';
import { ConfirmDialog } from '../../../common/components/confirm-dialog.tsx';
import { useDeleteWorkoutLogMutation, useWorkoutLogsQuery } from '../api/logbook-api.ts';
import { bestLabel, previousBest } from '../model/previous-best.ts';
import { logDateLabel } from '../model/log-date.ts';
import { setsText } from '../model/log-sets.ts';
import { LogForm } from './log-form.tsx';
import './logbook.css';

/** SPEC 9: the log actions. */
const LOG_LABELS = { add: 'Add log', edit: 'Edit log', delete: 'Delete log' } as const;

export function useWeightUnit(): WeightUnit {
  return useSession()?.weightUnit === 'lb' ? 'lb' : 'kg';
}

function SavedLog({
  entry,
  exerciseTitle,
  unit,
  onEdit,
}: {
  entry: LogbookEntry;
  exerciseTitle: string;
  unit: WeightUnit;
  onEdit: () => void;
}) {
  const [remove, { isLoading }] = useDeleteWorkoutLogMutation();
  const [confirming, setConfirming] = useState(false);
  const textId = useId();
  // Asked first: a deleted log cannot be brought back, so "Log deleted" comes only once the server has deleted it.
  const onDelete = async () => {
    const result = await remove({ logId: entry.id, routineId: entry.routineId });
    setConfirming(false);
    if ('error' in result) showToast({ kind: 'error', message: apiErrorMessage(result.error), onRetry: () => void onDelete() });
    else showToast({ kind: 'success', message: SUCCESS_MESSAGES.logDeleted });
  };
  return (
    <li className="saved-log">
      <p className="saved-log__text" id={textId}>
        <span className="saved-log__date">{logDateLabel(entry.loggedAt)}</span>
        <span className="saved-log__sets">{setsText(entry, unit)}</span>
      </p>
      <div className="saved-log__actions">
        <button type="button" className="button button--ghost button--small" aria-describedby={textId} onClick={onEdit}>
          {LOG_LABELS.edit}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-describedby={textId}
          onClick={() => setConfirming(true)}
          disabled={isLoading}
        >
          {LOG_LABELS.delete}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete this ${exerciseTitle} log?`}
        confirmLabel={LOG_LABELS.delete}
        cancelLabel="Keep it"
        busy={isLoading}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {logDateLabel(entry.loggedAt)}: {setsText(entry, unit)}. A deleted log cannot be brought back.
        </p>
      </ConfirmDialog>
    </li>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; entry: LogbookEntry } | null;

function ExerciseLog({
  routineId,
  exercise,
  entries,
  allEntries,
  unit,
}: {
  routineId: number;
  exercise: WorkoutStep;
  entries: LogbookEntry[];
  allEntries: LogbookEntry[];
  unit: WeightUnit;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const headingId = useId();
  const best = previousBest(
    allEntries,
    exercise.contentId,
    editing === null ? { mode: 'latest' } : editing.mode === 'edit' ? { mode: 'edit', entryId: editing.entry.id } : { mode: 'new' },
  );
  return (
    <section className="exercise-log" aria-labelledby={headingId}>
      <div className="exercise-log__head">
        <h3 id={headingId} className="exercise-log__title">
          {exercise.title}
        </h3>
        <p className="exercise-log__best">
          {best ? `Previous best: ${bestLabel(best, unit)}` : entries.length > 0 ? 'No previous best yet' : 'No logs yet'}
        </p>
      </div>
      {entries.length > 0 ? (
        <ul className="exercise-log__entries" aria-label={`${exercise.title} logs`}>
          {entries.map((entry) =>
            editing?.mode === 'edit' && editing.entry.id === entry.id ? (
              <li key={entry.id}>
                <LogForm routineId={routineId} exercise={exercise} unit={unit} entry={entry} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <SavedLog
                key={entry.id}
                entry={entry}
                exerciseTitle={exercise.title}
                unit={unit}
                onEdit={() => setEditing({ mode: 'edit', entry })}
              />
            ),
          )}
        </ul>
      ) : null}
      {editing?.mode === 'add' ? (
        <LogForm routineId={routineId} exercise={exercise} unit={unit} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className="button button--ghost button--small exercise-log__add" onClick={() => setEditing({ mode: 'add' })}>
          {LOG_LABELS.add}
        </button>
      )}
    </section>
  );
}

/** A logbook's heading, with the unit its weights show in, and its loading and failure states. */
export function LogbookHeading({
  titleId,
  unit,
  isLoading,
  isError,
  onRetry,
}: {
  titleId: string;
  unit: WeightUnit;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  return (
    <>
      <div className="logbook__head">
        <h2 id={titleId} className="logbook__title">
          Logbook
        </h2>
        <p className="logbook__unit">Weights in {unit.toUpperCase()} (change it in Settings)</p>
      </div>
      {isLoading ? <Spinner label="Loading your logbook" /> : null}
      {isError ? <SectionError onRetry={onRetry} /> : null}
    </>
  );
}

/**
 * The logbook of a workout: per exercise her saved sets, her previous best, and Add / Edit / Delete
 * log. Weights show in her unit setting (converted to 2 decimals); each set stays as she entered it.
 */
export function Logbook({ routineId, exercises }: { routineId: number; exercises: readonly WorkoutStep[] }) {
  const unit = useWeightUnit();
  const { data, isLoading, isError, refetch } = useWorkoutLogsQuery(routineId);
  return (
    <section className="logbook" aria-labelledby="logbook-title">
      <LogbookHeading titleId="logbook-title" unit={unit} isLoading={isLoading} isError={isError} onRetry={() => void refetch()} />
      {exercises.length === 0 ? (
        <p className="logbook__unit">This workout is timed throughout: there are no sets of reps and weights to log.</p>
      ) : null}
      {data
        ? exercises.map((exercise) => (
            <ExerciseLog
              key={exercise.contentId}
              routineId={routineId}
              exercise={exercise}
              unit={unit}
              allEntries={data}
              entries={data.filter((entry) => entry.exerciseId === exercise.contentId)}
            />
          ))
        : null}
    </section>
  );
}
