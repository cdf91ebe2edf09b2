/** The shopping list's shapes (SPEC sections 3 and 7, issue 13); its paths and limits are in ../shopping-list.ts. */
import { Type, type Static } from 'typebox';
import {
  ACTIVITY_ID_PATTERN,
  ITEM_QUANTITY_PATTERN,
  MAX_ITEM_NAME_LENGTH,
  MAX_MEALS_PER_SAVE,
  MAX_SERVINGS,
  PLANNER_SWAP_KINDS,
} from '../shopping-list.ts';
import { SHOPPING_CATEGORIES } from '../../units/shopping-categories.ts';
import { UNITS, UNIT_TYPE, type UnitKey } from '../../units/unit-types.ts';
import { NumberText, StrictObject } from './common.ts';

const RecipeId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The recipe (its contentId)' });
const ActivityId = Type.String({
  pattern: ACTIVITY_ID_PATTERN,
  description: "The planner's id of a planned meal, or recipe-{recipeId} for a recipe added from its page",
});
const Servings = Type.Integer({ minimum: 1, maximum: MAX_SERVINGS, description: 'The servings planned' });
/** A line's key: food id and measure, e.g. tomato:unit-0, rolled-oats:volume. */
const LineKey = Type.String({
  pattern: '^[a-z0-9-]{1,90}:(mass|volume|unit--?[0-9]{1,2})$',
  description: 'A line of the list (lineKey of an ingredient)',
});

export const ListParams = StrictObject({ shoppingListId: NumberText('The shopping list') });
export const MealParams = StrictObject({ shoppingListId: NumberText('The shopping list'), activityId: ActivityId });
export const RecipeParams = StrictObject({ shoppingListId: NumberText('The shopping list'), recipeId: NumberText('The recipe') });
export const RecipeActivityParams = StrictObject({
  shoppingListId: NumberText('The shopping list'),
  recipeId: NumberText('The recipe'),
  activityId: ActivityId,
});

/** A meal to list: without activityId it is a recipe added from its page (recipe-{recipeId}); without servings, the recipe's own serves. */
export const MealToSaveSchema = StrictObject({
  recipeId: RecipeId,
  activityId: Type.Optional(ActivityId),
  servings: Type.Optional(Servings),
});
export type MealToSave = Static<typeof MealToSaveSchema>;

/** POST save: one recipe, or a day's or a week's planned meals. */
export const SaveBody = StrictObject({
  meals: Type.Array(MealToSaveSchema, {
    minItems: 1,
    maxItems: MAX_MEALS_PER_SAVE,
    description: 'One recipe, or a day’s or a week’s planned meals',
  }),
});
export type SaveShoppingListRequest = Static<typeof SaveBody>;

/** PUT toggle: the state the line should have (setting, not flipping, so a retry changes nothing). */
export const ToggleBody = StrictObject({
  lineKey: LineKey,
  ticked: Type.Boolean({ description: 'The state to set (a retry changes nothing)' }),
});
export type ToggleIngredientRequest = Static<typeof ToggleBody>;

/** POST remove: the lines to take off (the clear button sends the ticked ones). */
export const RemoveBody = StrictObject({ lineKeys: Type.Array(LineKey, { minItems: 1, maxItems: 500 }) });
export type RemoveIngredientsRequest = Static<typeof RemoveBody>;

/** POST add: an item by hand; operationId is made by the client once, so a retry adds nothing more. */
export const AddBody = StrictObject({
  operationId: Type.String({
    pattern: '^[A-Za-z0-9_-]{8,64}$',
    description: 'Made once by the client per item: a retry with it adds nothing more',
  }),
  name: Type.String({
    minLength: 1,
    maxLength: MAX_ITEM_NAME_LENGTH,
    pattern: '^[^\\u0000-\\u001F\\u007F<>]*\\S[^\\u0000-\\u001F\\u007F<>]*$',
  }),
  quantity: Type.Optional(Type.String({ pattern: ITEM_QUANTITY_PATTERN, description: 'The amount, e.g. 2 or 1.5; absent for none' })),
  unit: Type.Enum(UNITS.map((unit) => unit.key) as UnitKey[], {
    description: 'singular (a count), grams, millilitres, tsp, tbs, cups, bunch, ... or none',
  }),
  category: Type.Optional(Type.Enum([...SHOPPING_CATEGORIES])),
});
export type AddIngredientRequest = Static<typeof AddBody>;

/**
 * POST planner-swap: a planned meal was swapped (changes nothing when the meal is not listed). The
 * planner's own swap makes this change itself, in its transaction (api planner-service.ts).
 */
export const PlannerSwapBody = StrictObject({
  activityId: ActivityId,
  kind: Type.Enum([...PLANNER_SWAP_KINDS], {
    description: 'leftovers and goingOut take the meal’s share away; meal replaces it with recipeId',
  }),
  recipeId: Type.Optional(RecipeId),
  servings: Type.Optional(Servings),
});
export type PlannerSwapRequest = Static<typeof PlannerSwapBody>;

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

/** A recipe's title in the UK and the US where it differs (the region's names of the foods it names: SPEC 1 "regional text"). */
const regionalTitles = {
  nameUK: Type.Optional(Type.String({ description: 'The recipe’s UK title where it differs' })),
  nameUS: Type.Optional(Type.String({ description: 'The recipe’s US title where it differs' })),
};

/** A meal of the list (SPEC associatedRecipeList). */
export const ShoppingListRecipeSchema = Type.Object({
  activityId: Type.String(),
  recipeId: Type.Integer(),
  name: Type.String(),
  ...regionalTitles,
  serves: Type.Integer({ description: 'The servings the recipe is written for' }),
  servings: Type.Integer({ description: 'The servings planned' }),
});
export type ShoppingListRecipe = Static<typeof ShoppingListRecipeSchema>;

/** A line of the list (SPEC associatedIngredientsList): one food in one measure, all meals' shares summed. */
export const ShoppingListIngredientSchema = Type.Object({
  lineKey: Type.String(),
  category: Category,
  contentType: Type.Literal('normal'),
  name: Type.String(),
  namePlural: Type.String(),
  nameUK: Type.Optional(Type.String({ description: 'The UK name where the wording differs (pepitas are pumpkin seeds)' })),
  namePluralUK: Type.Optional(Type.String()),
  nameUS: Type.Optional(Type.String({ description: 'The US name where the wording differs' })),
  namePluralUS: Type.Optional(Type.String()),
  quantity: Type.Union([Type.Number(), Type.Null()], { description: 'null: no amount (to taste, or added by hand without one)' }),
  unitType: UnitTypeSchema,
  ticked: Type.Boolean(),
  neededFor: Type.Array(Type.Object({ activityId: Type.String(), name: Type.String(), ...regionalTitles }), {
    description: 'The meals that need it ("for Pumpkin soup, Frittata")',
  }),
  addedByHand: Type.Boolean({ description: 'Some of it was added by hand' }),
  gramsPerMillilitre: Type.Optional(Type.Number({ description: "Its food's density, when its volumes join its weights" })),
  shares: Type.Optional(
    Type.Array(
      Type.Object({
        activityId: Type.Union([Type.String(), Type.Null()], { description: 'The meal this share is for; null: added by hand' }),
        quantity: Type.Number(),
        unitType: UnitTypeSchema,
      }),
      {
        description:
          "What each meal (and each item added by hand) adds to the line, in the recipe's measures: the page adds them up in her region's spoons and shows each meal's share where the meals are at different servings",
      },
    ),
  ),
});
export type ShoppingListIngredient = Static<typeof ShoppingListIngredientSchema>;

export const ShoppingListSchema = Type.Object({
  shoppingListId: Type.Union([Type.Integer(), Type.Null()], { description: "null until the member's first save" }),
  associatedIngredientsList: Type.Array(ShoppingListIngredientSchema),
  associatedRecipeList: Type.Array(ShoppingListRecipeSchema),
});
export type ShoppingListData = Static<typeof ShoppingListSchema>;
