import { PHASE_LABELS } from './focuses.ts';
import { EQUIPMENT, TARGETS } from './tables.ts';
import { DURATION_BANDS } from './timing.ts';
import { PHASES, type DurationBand, type EquipmentId, type Phase, type TargetId, type Workout } from './types.ts';

export type TrainingListing = Workout['listings'][number];

interface FilterOption<Id extends string> {
  id: Id;
  label: string;
  /** How many workouts of the listing carry it. */
  count: number;
}

export interface ListingFilters {
  equipment: FilterOption<EquipmentId>[];
  targets: FilterOption<TargetId>[];
  durationBands: FilterOption<DurationBand>[];
  /** Only in the pregnancy listing. */
  phases: FilterOption<Phase>[];
}

function options<Id extends string>(table: readonly { id: Id; label: string }[], counts: Map<Id, number>): FilterOption<Id>[] {
  return table.filter((item) => counts.has(item.id)).map((item) => ({ id: item.id, label: item.label, count: counts.get(item.id)! }));
}

function tally<Id>(values: Id[]): Map<Id, number> {
  const counts = new Map<Id, number>();
  values.forEach((value) => counts.set(value, (counts.get(value) ?? 0) + 1));
  return counts;
}

/** The filters of one listing (home, gym or pregnancy): only options some workout of it has, in table order. */
export function listingFilters(workouts: readonly Workout[], listing: TrainingListing): ListingFilters {
  const listed = workouts.filter((workout) => workout.listings.includes(listing));
  return {
    equipment: options(
      EQUIPMENT.map((item) => ({ id: item.id, label: item.name })),
      tally(listed.flatMap((workout) => workout.equipment)),
    ),
    targets: options(
      TARGETS.map((item) => ({ id: item.id, label: item.name })),
      tally(listed.flatMap((workout) => workout.targets)),
    ),
    durationBands: options(DURATION_BANDS, tally(listed.map((workout) => workout.durationBand))),
    phases:
      listing === 'pregnancy'
        ? options(
            PHASES.map((id) => ({ id, label: PHASE_LABELS[id].label })),
            tally(listed.flatMap((workout) => (workout.phase ? [workout.phase] : []))),
          )
        : [],
  };
}
