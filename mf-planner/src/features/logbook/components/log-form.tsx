import { useId, useState, type FormEvent } from 'react';
import type { LogbookEntry } from '@app/shared/api-contract/progress-service';
import type { WeightUnit } from '@app/shared/api-contract/user-service';
import type { WorkoutStep } from '@app/shared/api-contract/workout';
import { apiErrorMessage } from '@app/shared/api';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { showToast } from '@app/shared/ui';
import { repRange, suggestNext } from '@app/shared/progress/progression';
import { LOGBOOK_LIMITS, validateLogEntry, type LogEntryErrors } from '@app/shared/validation/logbook';
import { useExerciseProgressQuery, useSaveWorkoutLogMutation, useUpdateWorkoutLogMutation } from '../api/logbook-api.ts';
import { toLogEntryInput, toLogSetFields, type LogSetFields } from '../model/log-form.ts';
import { suggestionText } from '../model/progress-figures.ts';

interface LogFormProps {
  routineId: number;
  exercise: WorkoutStep;
  unit: WeightUnit;
  /** The log being edited; a new log when absent. */
  entry?: LogbookEntry;
  onDone: () => void;
}

const BLANK_SET: LogSetFields = { reps: '', weight: '' };

/**
 * Before a new log of an exercise she logged before (in any workout): the next weight and reps by
 * double progression (shared/src/progress/progression.ts), which she can take into the form.
 */
function SuggestionHint({
  exercise,
  unit,
  onAccept,
}: {
  exercise: WorkoutStep;
  unit: WeightUnit;
  onAccept: (sets: LogSetFields[]) => void;
}) {
  const { data } = useExerciseProgressQuery();
  const lastSets = data?.find((progress) => progress.exerciseId === exercise.contentId)?.lastSets ?? [];
  const suggestion = suggestNext(lastSets, exercise.repetitions, unit);
  const textId = useId();
  if (!suggestion) return null;
  const { what, why } = suggestionText(suggestion, repRange(exercise.repetitions));
  const set = { reps: String(suggestion.reps), weight: String(suggestion.weight.value) };
  return (
    <div className="log-form__hint">
      <p id={textId} className="log-form__hint-text">
        <strong>Suggested: {what}</strong> {why}
      </p>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-describedby={textId}
        onClick={() => onAccept(Array.from({ length: suggestion.sets }, () => ({ ...set })))}
      >
        Use suggestion
      </button>
    </div>
  );
}

/** Sets of reps and weight (in her unit), checked by the same rules as the API before anything is sent. */
export function LogForm({ routineId, exercise, unit, entry, onDone }: LogFormProps) {
  const [fields, setFields] = useState<LogSetFields[]>(() =>
    entry ? toLogSetFields(entry.sets, unit) : [{ ...BLANK_SET, reps: exercise.repetitions ? String(exercise.repetitions) : '' }],
  );
  const [errors, setErrors] = useState<LogEntryErrors>({});
  const [save, saving] = useSaveWorkoutLogMutation();
  const [update, updating] = useUpdateWorkoutLogMutation();
  const formId = useId();
  const busy = saving.isLoading || updating.isLoading;

  const change = (index: number, field: keyof LogSetFields, value: string) =>
    setFields((sets) => sets.map((set, at) => (at === index ? { ...set, [field]: value } : set)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toLogEntryInput(routineId, exercise.contentId, fields, unit, entry?.sets);
    const found = validateLogEntry(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = entry ? await update({ logId: entry.id, input }) : await save(input);
    if (result.error) {
      const data = 'data' in result.error ? (result.error.data as { data?: { fields?: LogEntryErrors } } | undefined) : undefined;
      if (data?.data?.fields) setErrors(data.data.fields);
      showToast({ kind: 'error', message: apiErrorMessage(result.error) });
      return;
    }
    showToast({ kind: 'success', message: SUCCESS_MESSAGES.saved });
    onDone();
  };

  const errorOf = (key: string) => errors[key];
  return (
    <form
      className="log-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`${entry ? 'Edit' : 'New'} log for ${exercise.title}`}
    >
      {entry ? null : <SuggestionHint exercise={exercise} unit={unit} onAccept={setFields} />}
      {errors.sets ? (
        <p className="log-form__error" role="alert">
          {errors.sets}
        </p>
      ) : null}
      <ol className="log-form__sets">
        {fields.map((set, index) => {
          const repsError = errorOf(`sets.${index}.reps`);
          const weightError = errorOf(`sets.${index}.weight.value`) ?? errorOf(`sets.${index}.weight.unit`);
          const id = `${formId}-${index}`;
          return (
            <li key={index} className="log-form__set">
              <span className="log-form__set-name">Set {index + 1}</span>
              <div className="log-form__field">
                <label htmlFor={`${id}-reps`}>Reps</label>
                <input
                  id={`${id}-reps`}
                  inputMode="numeric"
                  autoComplete="off"
                  value={set.reps}
                  onChange={(event) => change(index, 'reps', event.target.value)}
                  aria-invalid={repsError ? true : undefined}
                  aria-describedby={repsError ? `${id}-reps-error` : undefined}
                />
                {repsError ? (
                  <span className="log-form__error" id={`${id}-reps-error`}>
                    {repsError}
                  </span>
                ) : null}
              </div>
              <div className="log-form__field">
                <label htmlFor={`${id}-weight`}>Weight ({unit})</label>
                <input
                  id={`${id}-weight`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={set.weight}
                  onChange={(event) => change(index, 'weight', event.target.value)}
                  aria-invalid={weightError ? true : undefined}
                  aria-describedby={weightError ? `${id}-weight-error` : undefined}
                />
                {weightError ? (
                  <span className="log-form__error" id={`${id}-weight-error`}>
                    {weightError}
                  </span>
                ) : null}
              </div>
              {fields.length > 1 ? (
                <button
                  type="button"
                  className="button button--ghost button--small log-form__remove"
                  aria-label={`Remove set ${index + 1}`}
                  onClick={() => setFields((sets) => sets.filter((_, at) => at !== index))}
                >
                  Remove
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="log-form__actions">
        {fields.length < LOGBOOK_LIMITS.maxSets ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setFields((sets) => [...sets, { ...(sets.at(-1) ?? BLANK_SET) }])}
          >
            Add set
          </button>
        ) : null}
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          Save log
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
