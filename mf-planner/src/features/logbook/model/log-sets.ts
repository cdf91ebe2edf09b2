import type { LogbookEntry } from '@app/shared/api-contract/progress-service';
import type { WeightUnit } from '@app/shared/api-contract/user-service';
import { formatWeight } from '@app/shared/units/weight';

/** A log's sets as she reads them, weights in her unit: "10 × 20 kg, 8 reps". */
export function setsText(entry: Pick<LogbookEntry, 'sets'>, unit: WeightUnit): string {
  return entry.sets
    .map((set) => (set.weight.value === 0 ? `${set.reps} reps` : `${set.reps} × ${formatWeight(set.weight, unit)}`))
    .join(', ');
}

/** SPEC 4: in gym = 1, at home = 0. */
export function setLabel(setType: 0 | 1): string {
  return setType === 1 ? 'In gym' : 'At home';
}
