import { Type, type Static } from 'typebox';
import { CONTENT_TYPES } from '@app/shared/api-contract/application-search';
import { PLANNER_MEAL_TYPES, SWAP_ACTIONS, type PlannerCompletion, type PlannerWeek } from '@app/shared/api-contract/planner';
import { StrictObject, type Same } from '../../lib/schemas.ts';
import { NumberText } from '../catalog/catalog-schemas.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Day = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD' });
const SetType = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 at home, 1 in gym' });
const ContentTypeSchema = Type.Enum([...CONTENT_TYPES], { description: 'routine, article or recipe' });
const MealTypeSchema = Type.Enum([...PLANNER_MEAL_TYPES], { description: 'Breakfast, Lunch, Dinner or Snack' });

export const PlannerQuery = StrictObject({
  startDate: Type.String({ ...Day, description: 'The Monday the week starts on, YYYY-MM-DD' }),
  userId: Type.Optional(NumberText('The signed-in member')),
  genderId: Type.Optional(NumberText('Her gender choice (onboarding)')),
  mealId: Type.Optional(NumberText('Her meal choice (onboarding): 2 plans vegetarian recipes only')),
  fitnessId: Type.Optional(NumberText('Her fitness choice (onboarding): sets the workouts’ level')),
});

export const SwapBody = StrictObject({
  userId: Type.Optional(Id),
  date: Day,
  sectionType: Type.Enum(['ROUTINE', 'RECIPE'], { description: 'Which section of the day to change' }),
  mealType: Type.Optional(MealTypeSchema),
  action: Type.Enum([...SWAP_ACTIONS], {
    description: 'Workouts: switch-set (at home <-> in gym), another, revert. Meals: another, leftovers (1), going-out (2), revert.',
  }),
  contentId: Type.Optional(Id),
});

export const PlannerCompleteBody = StrictObject({
  itemId: Id,
  contentType: ContentTypeSchema,
  isPlanner: Type.Literal(true),
  selectedDate: Day,
  isLeftOver: Type.Optional(Type.Boolean()),
  isGoingOut: Type.Optional(Type.Boolean()),
  setType: Type.Optional(SetType),
});

const PlannerItemSchema = Type.Object({
  activityId: Type.Integer(),
  contentId: Type.Union([Type.Integer(), Type.Null()]),
  originalContentId: Type.Integer(),
  isSwapped: Type.Boolean(),
  contentType: ContentTypeSchema,
  title: Type.String(),
  titleUK: Type.Optional(Type.String({ description: 'The UK title where it differs' })),
  titleUS: Type.Optional(Type.String({ description: 'The US title where it differs' })),
  urlPartial: Type.String(),
  imageUrl: Type.String(),
  duration: Type.Union([Type.Integer(), Type.Null()]),
  completed: Type.Boolean(),
  isLeftOver: Type.Boolean(),
  isGoingOut: Type.Boolean(),
  mealType: Type.Optional(MealTypeSchema),
  setType: Type.Optional(SetType),
  linkedContentId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  focus: Type.Optional(Type.String()),
  level: Type.Optional(Type.String()),
  kind: Type.Optional(Type.String()),
});

const PlannerRecipeSchema = Type.Object({
  activityId: Type.Integer(),
  contentId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  serves: Type.Integer(),
  mealType: MealTypeSchema,
  landscape1x_shoppinglist: Type.String(),
  isLeftOver: Type.Boolean(),
  isGoingOut: Type.Boolean(),
});

export const PlannerWeekSchema = Type.Object({
  courseDetails: Type.Object({
    id: Type.Union([Type.Integer(), Type.Null()]),
    title: Type.Union([Type.String(), Type.Null()]),
    week: Type.Union([Type.Integer(), Type.Null()]),
    weeks: Type.Union([Type.Integer(), Type.Null()]),
  }),
  streams: Type.Object({ id: Type.Integer(), name: Type.String() }),
  startDate: Type.String(),
  courseDays: Type.Array(
    Type.Object({
      date: Type.String(),
      dayIndex: Type.Integer(),
      isRestDay: Type.Boolean(),
      sections: Type.Array(Type.Object({ sectionType: Type.Enum(['ROUTINE', 'RECIPE', 'ARTICLE']), data: Type.Array(PlannerItemSchema) })),
      recipes: Type.Array(PlannerRecipeSchema),
    }),
  ),
});

export const PlannerCompletionSchema = Type.Object({
  activityId: Type.Integer(),
  date: Type.String(),
  completed: Type.Literal(true),
  changed: Type.Boolean(),
});

const _contractChecks: [Same<Static<typeof PlannerWeekSchema>['courseDays'][number]['recipes'][number]['mealType'], PlannerWeek['courseDays'][number]['recipes'][number]['mealType']>, Same<Static<typeof PlannerCompletionSchema>, PlannerCompletion>] = [
  true,
  true,
];
