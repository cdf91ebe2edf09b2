import { Type, type Static } from 'typebox';
import type { LoggedWorkout, LogbookEntry } from '@app/shared/api-contract/progress-service';
import { WEIGHT_UNITS } from '@app/shared/api-contract/user-service';
import { StrictObject, type Same } from '../../lib/schemas.ts';
import { NumberText } from '../catalog/catalog-schemas.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Unit = Type.Enum([...WEIGHT_UNITS], { description: 'The unit the weight was entered in' });

/**
 * The shapes only: the rules (reps 1-1000 and whole, weight 0-500 kg in either unit with 2
 * decimals, 1-20 sets) are @app/shared/validation/logbook's, the same the form applies, so a
 * 10,000-rep set gets the form's message.
 */
const SetInput = StrictObject({
  reps: Type.Number({ description: 'Repetitions, a whole number from 1 to 1000' }),
  weight: StrictObject({ value: Type.Number({ description: '0 for bodyweight; at most 2 decimals' }), unit: Unit }),
});

export const LogEntryBody = StrictObject({
  routineId: Id,
  exerciseId: Id,
  sets: Type.Array(SetInput, { maxItems: 100, description: 'From 1 to 20 sets' }),
});
export const LogbookQuery = StrictObject({ routineId: NumberText('The workout (its content id)'), userId: Type.Optional(NumberText('The signed-in member')) });
export const LogParams = StrictObject({ logId: NumberText('The log') });

export const LogbookEntrySchema = Type.Object({
  id: Type.Integer(),
  routineId: Type.Integer(),
  exerciseId: Type.Integer(),
  sets: Type.Array(Type.Object({ reps: Type.Integer(), weight: Type.Object({ value: Type.Number(), unit: Unit }) })),
  loggedAt: Type.String(),
  updatedAt: Type.String(),
});

export const LoggedWorkoutSchema = Type.Object({
  routineId: Type.Integer(),
  title: Type.Union([Type.String(), Type.Null()], { description: 'null when the workout is no longer in the catalog' }),
  exercises: Type.Array(
    Type.Object({
      exerciseId: Type.Integer(),
      name: Type.Union([Type.String(), Type.Null()], { description: 'null when the exercise is no longer in the catalog' }),
      entries: Type.Array(LogbookEntrySchema),
    }),
  ),
});

const _contractChecks: [Same<Static<typeof LogbookEntrySchema>, LogbookEntry>, Same<Static<typeof LoggedWorkoutSchema>, LoggedWorkout>] = [true, true];
