import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@app/shared/api';
import { hourLabel, ISO_WEEKDAYS, REMINDER_HOURS, reminderChoiceError, type ReminderChoice } from '@app/shared/planner/reminders';
import { Card } from '@app/shared/ui/card';
import { useRemindersQuery, useSetRemindersMutation, useStopRemindersMutation } from '../api/reminders-api.ts';
import './reminders-section.css';

const DAY_LABELS = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const HOURS = Array.from({ length: REMINDER_HOURS.last - REMINDER_HOURS.first + 1 }, (_, index) => REMINDER_HOURS.first + index);
/** What the form offers before she has chosen: weekday mornings. */
const SUGGESTED: ReminderChoice = { days: [1, 2, 3, 4, 5], hour: 7 };

/**
 * Settings' Reminders section (issue 43): an e-mail on the days she picks, in the hour she picks on
 * her own clock (6:00 to 21:00, so never at night), at most once a day. Each e-mail stops them in
 * one tap too.
 */
export function RemindersSection() {
  const headingId = useId();
  const saved = useRemindersQuery();
  // Kept here: the form starts again from what was saved (its key), and what it said stays.
  const [done, setDone] = useState<string | null>(null);
  if (saved.isLoading) return null;
  return (
    <Card className="reminders" aria-labelledby={headingId}>
      <h2 id={headingId} className="reminders__heading">
        Workout reminders
      </h2>
      {saved.isError ? (
        <p role="alert">{apiErrorMessage(saved.error)}</p>
      ) : (
        <RemindersForm key={JSON.stringify(saved.data)} saved={saved.data ?? null} onDone={setDone} />
      )}
      <p className="reminders__done" role="status">
        {done}
      </p>
    </Card>
  );
}

function RemindersForm({ saved, onDone }: { saved: ReminderChoice | null; onDone: (message: string | null) => void }) {
  const hourId = useId();
  const errorId = useId();
  const [choice, setChoice] = useState<ReminderChoice>(saved ?? SUGGESTED);
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSetRemindersMutation();
  const [stop, stopping] = useStopRemindersMutation();

  const toggle = (day: number) =>
    setChoice((current) => ({
      ...current,
      days: current.days.includes(day) ? current.days.filter((d) => d !== day) : [...current.days, day].sort(),
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    onDone(null);
    const problem = reminderChoiceError(choice);
    setError(problem);
    if (problem) return;
    const result = await save(choice);
    if ('error' in result && result.error) setError(apiErrorMessage(result.error));
    else onDone('Your reminders are set.');
  }

  async function turnOff() {
    onDone(null);
    const result = await stop();
    if ('error' in result && result.error) setError(apiErrorMessage(result.error));
    else onDone('Your reminders are off.');
  }

  return (
    <form className="reminders__form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="reminders__state">
        {saved
          ? `On: ${saved.days.map((day) => DAY_NAMES[day]).join(', ')} at ${hourLabel(saved.hour)}, your time.`
          : 'Off. Choose the days and the hour, and we will e-mail you your workout.'}
      </p>
      <fieldset className="reminders__days" aria-describedby={error ? errorId : undefined}>
        <legend className="reminders__legend">Days</legend>
        {ISO_WEEKDAYS.map((day) => (
          <label key={day} className="reminders__day">
            <input type="checkbox" checked={choice.days.includes(day)} onChange={() => toggle(day)} aria-label={DAY_NAMES[day]} />
            <span aria-hidden="true">{DAY_LABELS[day]}</span>
          </label>
        ))}
      </fieldset>
      <label className="reminders__hour-label" htmlFor={hourId}>
        Time, on your clock
      </label>
      <select
        id={hourId}
        className="reminders__hour"
        value={choice.hour}
        onChange={(event) => setChoice({ ...choice, hour: Number(event.target.value) })}
      >
        {HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {hourLabel(hour)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="reminders__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="reminders__actions">
        <button type="submit" className="button button--primary" disabled={saving.isLoading}>
          {saved ? 'Save reminders' : 'Turn on reminders'}
        </button>
        {saved ? (
          <button type="button" className="button button--ghost" onClick={() => void turnOff()} disabled={stopping.isLoading}>
            Stop reminders
          </button>
        ) : null}
      </div>
    </form>
  );
}
