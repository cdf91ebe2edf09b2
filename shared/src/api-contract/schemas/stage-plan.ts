/**
 * Her stage rules what she is shown (issue 42): the shapes of her stage plan, what the screening
 * of her programs and planned workouts against her pregnancy stage found and changed.
 */
import { Type, type Static } from 'typebox';
import { TRIMESTERS } from '../application-search.ts';
import { STAGE_PLAN_CHOICES } from '../progress-service.ts';
import { NumberText, StrictObject } from './common.ts';

const StageSchema = Type.Union([Type.Enum([...TRIMESTERS]), Type.Null()], {
  description: 'Her pregnancy stage (trimester1, trimester2, trimester3, postpartum); null when she is not pregnant',
});
const Day = Type.String({ description: 'YYYY-MM-DD' });
const RegionalTitles = {
  titleUK: Type.Optional(Type.String()),
  titleUS: Type.Optional(Type.String()),
};

const ProgramNameSchema = Type.Object({ programId: Type.Integer(), title: Type.String(), ...RegionalTitles });

/** A program as it stands for her stage. */
export const ProgramStandingSchema = Type.Object({
  programId: Type.Integer(),
  title: Type.String(),
  ...RegionalTitles,
  stage: StageSchema,
  status: Type.Enum(['not-started', 'in-progress', 'paused', 'left', 'completed']),
  fromWeek: Type.Integer({ description: 'The week her screening reads it from: the week she is in, paused at, or would start at' }),
  fits: Type.Boolean({ description: 'Every workout from fromWeek to its last suits her stage (always, when she is not pregnant)' }),
  keptKnowingly: Type.Boolean({ description: 'She chose to follow it in this stage, knowing it does not suit it' }),
  unsafeMoves: Type.Array(Type.String(), { description: 'The moves of those weeks that the safety rules keep from her stage' }),
  writtenForPregnancy: Type.Boolean({ description: 'She is postpartum and it holds sessions written for a trimester' }),
  stageProgram: Type.Union(
    [Type.Object({ programId: Type.Integer(), title: Type.String(), ...RegionalTitles, startWeek: Type.Integer() }), Type.Null()],
    { description: 'The program written for her stage, and the week she would start it at, when this one does not suit her and is not it' },
  ),
});
export type ProgramStanding = Static<typeof ProgramStandingSchema>;

/** What her last change of stage did, until she dismisses it. */
export const StageNoticeSchema = Type.Object({
  fromStage: StageSchema,
  toStage: StageSchema,
  on: Day,
  paused: Type.Array(ProgramNameSchema),
  resumed: Type.Array(ProgramNameSchema),
  replaced: Type.Array(
    Type.Object({
      date: Day,
      contentId: Type.Integer(),
      title: Type.String(),
      ...RegionalTitles,
    }),
    { description: 'The planned workouts, from that day on, that gave way to sessions for her stage' },
  ),
});
export type StageNotice = Static<typeof StageNoticeSchema>;

export const StagePlanSchema = Type.Object({
  stage: StageSchema,
  notice: Type.Union([StageNoticeSchema, Type.Null()]),
  programs: Type.Array(ProgramStandingSchema, { description: 'The programs she follows (in progress or paused), most recent first' }),
});
export type StagePlan = Static<typeof StagePlanSchema>;

export const StageProgramParams = StrictObject({ programId: NumberText('The program') });
export const StageChoiceParams = StrictObject({ programId: NumberText('The program'), choice: Type.Enum([...STAGE_PLAN_CHOICES]) });
