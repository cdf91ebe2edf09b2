/** The interaction service's programs (SPEC 7: all; list; summary/{id}; {id}; activity/{id}). */
import { Type, type Static } from 'typebox';
import { NullableInteger, NumberText, StrictObject } from './common.ts';
import { SetTypeSchema } from './workout.ts';

export const ProgramIdParams = StrictObject({ id: NumberText('The program') });

/** SPEC "Program metadata" plus the card copy. */
export const ProgramSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  titleUK: Type.Optional(Type.String()),
  titleUS: Type.Optional(Type.String()),
  summary: Type.String(),
  description: Type.String(),
  weeks: Type.Integer(),
  workoutsPerWeek: NullableInteger,
  level: Type.Union([Type.String(), Type.Null()]),
  fitnessGoal: Type.String({ description: 'Default "Strength & Tone"' }),
  gender: Type.String({ description: 'Default "Female"' }),
  equipment: Type.Array(Type.String()),
  newRelease: Type.Boolean(),
  image: Type.String(),
  logo: Type.String(),
});
export type ProgramSummary = Static<typeof ProgramSummarySchema>;

export const ProgramDaySchema = Type.Object({
  day: Type.Integer({ description: '1 = Monday ... 7 = Sunday' }),
  rest: Type.Boolean(),
  workout: Type.Union([
    Type.Object({
      contentId: Type.Integer(),
      title: Type.String(),
      duration: NullableInteger,
      setType: SetTypeSchema,
      urlPartial: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type ProgramDay = Static<typeof ProgramDaySchema>;

export const ProgramWeekSchema = Type.Object({
  week: Type.Integer(),
  level: Type.String(),
  focus: Type.String(),
  days: Type.Array(ProgramDaySchema),
});
export type ProgramWeek = Static<typeof ProgramWeekSchema>;

export const ProgramDetailSchema = Type.Object({ ...ProgramSummarySchema.properties, schedule: Type.Array(ProgramWeekSchema) });
export type ProgramDetail = Static<typeof ProgramDetailSchema>;

/** activity/{id}: one scheduled workout of a program, by its workout contentId. */
export const ProgramActivitySchema = Type.Object({
  programId: Type.Integer(),
  week: Type.Integer(),
  day: Type.Integer(),
  contentId: Type.Integer(),
  title: Type.String(),
  duration: NullableInteger,
  setType: SetTypeSchema,
});
export type ProgramActivity = Static<typeof ProgramActivitySchema>;
