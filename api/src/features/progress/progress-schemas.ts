import { Type, type Static } from 'typebox';
import { CONTENT_TYPES, LISTING_TYPES } from '@app/shared/api-contract/application-search';
import type { CompletionData, CourseProgress, HistoryEntry, WorkoutHistoryPage } from '@app/shared/api-contract/progress-service';
import { PROGRAM_ACTIONS } from '@app/shared/api-contract/progress-service';
import { StrictObject, type Same } from '../../lib/schemas.ts';
import { NumberText } from '../catalog/catalog-schemas.ts';

const ContentTypeSchema = Type.Enum([...CONTENT_TYPES], { description: 'routine, article or recipe' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Day = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD' });
const SetType = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 at home, 1 in gym' });

export const FavouriteQuery = StrictObject({ userId: NumberText('The signed-in member'), contentType: ContentTypeSchema, contentId: NumberText('The item') });
export const FavouriteBody = StrictObject({ userId: Id, contentId: Id, contentType: ContentTypeSchema, favourite: Type.Boolean() });
export const CompleteBody = StrictObject({
  itemId: Id,
  contentType: ContentTypeSchema,
  isPlanner: Type.Optional(Type.Boolean()),
  selectedDate: Type.Optional(Day),
  isLeftOver: Type.Optional(Type.Boolean()),
  isGoingOut: Type.Optional(Type.Boolean()),
  isPolicy: Type.Optional(Type.Boolean()),
  title: Type.Optional(Type.String({ maxLength: 200, pattern: '^[^\\u0000-\\u001F\\u007F]*$' })),
  setType: Type.Optional(SetType),
});
export const HistoryQuery = StrictObject({ userId: NumberText('The signed-in member'), date: Day, contentType: Type.Optional(ContentTypeSchema) });
export const SavedParams = StrictObject({ type: Type.Enum([...LISTING_TYPES]) });
export const SavedQuery = StrictObject({ page: Type.Optional(NumberText('Page number, from 1')), userId: Type.Optional(NumberText('The signed-in member')) });
export const ProgramParams = StrictObject({ programId: NumberText('The program') });
export const ProgramUpdateParams = StrictObject({ programId: NumberText('The program'), action: Type.Enum([...PROGRAM_ACTIONS]) });
export const UserQuery = StrictObject({ userId: Type.Optional(NumberText('The signed-in member')) });
export const WorkoutCompleteBody = StrictObject({
  type: Type.Literal('workout'),
  programId: Id,
  workoutId: Id,
  complete: Type.Literal(true),
  setType: SetType,
  courseId: Type.Integer({ minimum: 1, maximum: 60, description: 'The week of the program' }),
  day: Type.Integer({ minimum: 1, maximum: 7, description: '1 = Monday ... 7 = Sunday' }),
});

export const CompletionSchema = Type.Object({
  contentId: Type.Integer(),
  contentType: ContentTypeSchema,
  completed: Type.Literal(true),
  changed: Type.Boolean(),
  completedOn: Type.String(),
});
export const HistoryEntrySchema = Type.Object({
  contentId: Type.Integer(),
  contentType: ContentTypeSchema,
  title: Type.String(),
  action: Type.Enum(['completed', 'favourited', 'unfavourited', 'program-started', 'program-left', 'program-workout']),
  at: Type.String(),
});
export const CourseProgressSchema = Type.Object({
  programId: Type.Integer(),
  status: Type.Enum(['in-progress', 'left', 'completed', 'not-started']),
  weeks: Type.Integer(),
  totalWorkouts: Type.Integer(),
  completedWorkouts: Type.Integer(),
  completed: Type.Array(Type.Object({ week: Type.Integer(), day: Type.Integer(), workoutId: Type.Integer(), setType: SetType, completedAt: Type.String() })),
});

export const WorkoutHistoryQuery = StrictObject({ page: Type.Optional(NumberText('Page number, from 1')) });
const CompletedWorkoutSchema = Type.Object({
  contentId: Type.Integer(),
  title: Type.String(),
  urlPartial: Type.String(),
  setType: SetType,
  completedOn: Type.String({ description: 'YYYY-MM-DD, on her calendar' }),
  at: Type.String({ description: 'ISO date-time' }),
});
export const WorkoutHistoryPageSchema = Type.Object({
  items: Type.Array(CompletedWorkoutSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});

const _contractChecks: [
  Same<Static<typeof CompletionSchema>, CompletionData>,
  Same<Static<typeof HistoryEntrySchema>, HistoryEntry>,
  Same<Static<typeof CourseProgressSchema>, CourseProgress>,
  Same<Static<typeof WorkoutHistoryPageSchema>, WorkoutHistoryPage>,
] = [true, true, true, true];
