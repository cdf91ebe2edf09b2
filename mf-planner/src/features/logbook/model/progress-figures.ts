import type { ExerciseProgress } from '@app/shared/api-contract/progress-service';
import type { WeightUnit } from '@app/shared/api-contract/user-service';
import { WEIGHT_INCREMENT, type RepRange, type Suggestion } from '@app/shared/progress/progression';
import { displayWeightValue, formatWeight } from '@app/shared/units/weight';

/** One point of a progress chart: when she logged it (ms since the epoch) and the figure, in her unit. */
export interface ChartPoint {
  at: number;
  value: number;
}

/** The chart's points: each log's best estimated one-rep max, in her unit, oldest first. */
export function chartPoints(progress: Pick<ExerciseProgress, 'sessions'>, unit: WeightUnit): ChartPoint[] {
  return progress.sessions.map((session) => ({
    at: Date.parse(session.loggedAt),
    value: displayWeightValue(session.best.oneRepMax, unit),
  }));
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
