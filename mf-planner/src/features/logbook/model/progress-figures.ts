import type { ExerciseProgress } from '@app/shared/api-contract/progress-service';
import type { WeightUnit } from '@app/shared/api-contract/user-service';
import { WEIGHT_INCREMENT, type RepRange, type Suggestion } from '@app/shared/progress/progression';
import { displayWeightValue, formatWeight } from '@app/shared/units/weight';
import { logDateLabel } from './log-date.ts';

/** One point of a progress chart, one per session in order: its date as the axis names it, and the figure in her unit. */
export interface ChartPoint {
  label: string;
  value: number;
}

/** Each date as a chart's axis names it: "7 Dec", with the year ("7 Dec 2026") when they span more than one. */
export function dayLabels(isoDates: readonly string[], timeZoneOffsetMinutes?: number): string[] {
  const dates = isoDates.map((iso) => logDateLabel(iso, timeZoneOffsetMinutes));
  const oneYear = new Set(dates.map((date) => date.slice(-4))).size <= 1;
  return oneYear ? dates.map((date) => date.slice(0, -5)) : dates;
}

/** The chart's points: each log's best estimated one-rep max in her unit, oldest first, labelled with its day. */
export function chartPoints(progress: Pick<ExerciseProgress, 'sessions'>, unit: WeightUnit, timeZoneOffsetMinutes?: number): ChartPoint[] {
  const labels = dayLabels(
    progress.sessions.map((session) => session.loggedAt),
    timeZoneOffsetMinutes,
  );
  return progress.sessions.map((session, index) => ({ label: labels[index]!, value: displayWeightValue(session.best.oneRepMax, unit) }));
}

/** The suggestion as she reads it: what to do, and why (the double progression rule). */
export function suggestionText(suggestion: Suggestion, range: RepRange): { what: string; why: string } {
  const { weight, reps, sets } = suggestion;
  const setCount = `${sets} ${sets === 1 ? 'set' : 'sets'}`;
  const what = weight.value === 0 ? `${setCount} of ${reps} reps` : `${setCount} of ${reps} × ${formatWeight(weight, weight.unit)}`;
  const why =
    suggestion.reason === 'add-weight'
      ? `Every set reached ${range.top} reps last time: add ${WEIGHT_INCREMENT[weight.unit]} ${weight.unit} and start again at ${range.bottom}.`
      : suggestion.reason === 'add-rep'
        ? `Same weight as last time and one more rep; once every set reaches ${range.top}, add weight.`
        : 'One more rep than your fewest last time.';
  return { what, why };
}
