import { Type, type Static } from 'typebox';
import {
  ACTIVITY_ID_PATTERN,
  ITEM_QUANTITY_PATTERN,
  MAX_ITEM_NAME_LENGTH,
  MAX_MEALS_PER_SAVE,
  MAX_SERVINGS,
  PLANNER_SWAP_KINDS,
  type AddIngredientRequest,
  type PlannerSwapRequest,
  type RemoveIngredientsRequest,
  type SaveShoppingListRequest,
  type ShoppingListData,
  type ToggleIngredientRequest,
} from '@app/shared/api-contract/shopping-list';
import { SHOPPING_CATEGORIES } from '@app/shared/units/shopping-categories';
import { UNITS, UNIT_TYPE, type UnitKey } from '@app/shared/units/unit-types';
import { StrictObject, type Same } from '../../lib/schemas.ts';
import { NumberText } from '../catalog/catalog-schemas.ts';

const RecipeId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The recipe (its contentId)' });
const ActivityId = Type.String({ pattern: ACTIVITY_ID_PATTERN, description: "The planner's id of a planned meal, or recipe-{recipeId} for a recipe added from its page" });
const Servings = Type.Integer({ minimum: 1, maximum: MAX_SERVINGS, description: 'The servings planned' });
/** A line's key: food id and measure, e.g. tomato:unit-0, rolled-oats:volume. */
const LineKey = Type.String({ pattern: '^[a-z0-9-]{1,90}:(mass|volume|unit--?[0-9]{1,2})$', description: 'A line of the list (lineKey of an ingredient)' });

export const ListParams = StrictObject({ shoppingListId: NumberText('The shopping list') });
export const MealParams = StrictObject({ shoppingListId: NumberText('The shopping list'), activityId: ActivityId });
export const RecipeParams = StrictObject({ shoppingListId: NumberText('The shopping list'), recipeId: NumberText('The recipe') });
export const RecipeActivityParams = StrictObject({ shoppingListId: NumberText('The shopping list'), recipeId: NumberText('The recipe'), activityId: ActivityId });

export const SaveBody = StrictObject({
  meals: Type.Array(StrictObject({ recipeId: RecipeId, activityId: Type.Optional(ActivityId), servings: Type.Optional(Servings) }), {
    minItems: 1,
    maxItems: MAX_MEALS_PER_SAVE,
    description: 'One recipe, or a day’s or a week’s planned meals',
  }),
});

export const ToggleBody = StrictObject({ lineKey: LineKey, ticked: Type.Boolean({ description: 'The state to set (a retry changes nothing)' }) });

export const RemoveBody = StrictObject({ lineKeys: Type.Array(LineKey, { minItems: 1, maxItems: 500 }) });

export const AddBody = StrictObject({
  operationId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', description: 'Made once by the client per item: a retry with it adds nothing more' }),
  name: Type.String({ minLength: 1, maxLength: MAX_ITEM_NAME_LENGTH, pattern: '^[^\\u0000-\\u001F\\u007F<>]*\\S[^\\u0000-\\u001F\\u007F<>]*$' }),
  quantity: Type.Optional(Type.String({ pattern: ITEM_QUANTITY_PATTERN, description: 'The amount, e.g. 2 or 1.5; absent for none' })),
  unit: Type.Enum(UNITS.map((unit) => unit.key) as UnitKey[], { description: 'singular (a count), grams, millilitres, tsp, tbs, cups, bunch, ... or none' }),
  category: Type.Optional(Type.Enum([...SHOPPING_CATEGORIES])),
});

export const PlannerSwapBody = StrictObject({
  activityId: ActivityId,
  kind: Type.Enum([...PLANNER_SWAP_KINDS], { description: 'leftovers and goingOut take the meal’s share away; meal replaces it with recipeId' }),
  recipeId: Type.Optional(RecipeId),
  servings: Type.Optional(Servings),
});

const Category = Type.Enum([...SHOPPING_CATEGORIES]);
const UnitTypeSchema = Type.Union(
  [
    Type.Literal(0),
    Type.Literal(1),
    Type.Literal(2),
    Type.Literal(3),
    Type.Literal(5),
    Type.Literal(7),
    Type.Literal(8),
    Type.Literal(9),
    Type.Literal(10),
    Type.Literal(11),
    Type.Literal(12),
    Type.Literal(13),
    Type.Literal(14),
    Type.Literal(-1),
  ],
  { description: `SPEC unit types; ${UNIT_TYPE.none} is none` },
);

/** A recipe's UK and US titles, where they differ. */
const regionalTitles = {
  nameUK: Type.Optional(Type.String({ description: 'The recipe’s UK title where it differs' })),
  nameUS: Type.Optional(Type.String({ description: 'The recipe’s US title where it differs' })),
};

export const ShoppingListSchema = Type.Object({
  shoppingListId: Type.Union([Type.Integer(), Type.Null()]),
  associatedIngredientsList: Type.Array(
    Type.Object({
      lineKey: Type.String(),
      category: Category,
      contentType: Type.Literal('normal'),
      name: Type.String(),
      namePlural: Type.String(),
      nameUK: Type.Optional(Type.String({ description: 'The UK name where the wording differs' })),
      namePluralUK: Type.Optional(Type.String()),
      nameUS: Type.Optional(Type.String({ description: 'The US name where the wording differs' })),
      namePluralUS: Type.Optional(Type.String()),
      quantity: Type.Union([Type.Number(), Type.Null()]),
      unitType: UnitTypeSchema,
      ticked: Type.Boolean(),
      neededFor: Type.Array(Type.Object({ activityId: Type.String(), name: Type.String(), ...regionalTitles })),
      addedByHand: Type.Boolean(),
    }),
  ),
  associatedRecipeList: Type.Array(
    Type.Object({ activityId: Type.String(), recipeId: Type.Integer(), name: Type.String(), ...regionalTitles, serves: Type.Integer(), servings: Type.Integer() }),
  ),
});

const _contractChecks: [
  Same<Static<typeof ShoppingListSchema>, ShoppingListData>,
  Same<Static<typeof SaveBody>, SaveShoppingListRequest>,
  Same<Static<typeof ToggleBody>, ToggleIngredientRequest>,
  Same<Static<typeof RemoveBody>, RemoveIngredientsRequest>,
  Same<Static<typeof AddBody>, AddIngredientRequest>,
  Same<Static<typeof PlannerSwapBody>, PlannerSwapRequest>,
] = [true, true, true, true, true, true];
