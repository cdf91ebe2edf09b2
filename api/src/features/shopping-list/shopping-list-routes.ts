import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AddBody,
  ListParams,
  MealParams,
  PlannerSwapBody,
  RecipeActivityParams,
  RecipeParams,
  RemoveBody,
  SaveBody,
  ShoppingListSchema,
  ToggleBody,
} from '@app/shared/api-contract/schemas/shopping-list';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { SHOPPING_LIST_PATHS, type ShoppingListData } from '@app/shared/api-contract/shopping-list';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { addHandItem, addMeal, removeLines, removeMeal, setTicked, type ShoppingList } from './list-merge.ts';
import { filterToMeals, shoppingListData } from './list-view.ts';
import { UNIT_TYPE } from '@app/shared/units/unit-types';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, EmptyData, Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { wholeNumber } from '../catalog/request-numbers.ts';
import {
  changeList,
  claimOperation,
  deleteList,
  foodNamed,
  handFoodId,
  listIdOf,
  listOwner,
  loadList,
  withRegionalNames,
} from './shopping-list-repository.ts';
import { mealsToList, swapListedMeal } from './shopping-list-service.ts';

const TAGS = ['shopping list'];
const path = (full: string) => under(API_SERVICE_PREFIXES.userInteraction, full);
const MEMBER_ERRORS = [400, 401, 403] as const;

export const NOT_YOUR_LIST = 'You can only read and change your own shopping list.';
const OWN_LIST = 'Another member’s list id is a 403, an unknown one a 404.';
const EMPTY: ShoppingListData = { shoppingListId: null, associatedIngredientsList: [], associatedRecipeList: [] };

/**
 * /interaction/user-interaction/api/shopping-list: the member's list, built from recipes and
 * planned meals by the merge rules of list-merge.ts (one place for them).
 */
const shoppingListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Every reply is the list (or a part of it) with its regional names. */
  const reply = async (data: ShoppingListData, message = 'OK') => ({ code: 200, data: await withRegionalNames(app.db, data), message });

  /** The list id of the path, which must be the member's: 404 when there is none, 403 when it is another member's. */
  async function ownListId(request: FastifyRequest, idText: string): Promise<number> {
    const listId = wholeNumber(idText, 'Shopping list id');
    const owner = await listOwner(app.db, listId);
    if (owner === null) throw new ApiError(404, 'NOT_FOUND', `There is no shopping list ${listId}.`);
    if (owner !== request.member.userId) throw new ApiError(403, 'FORBIDDEN', NOT_YOUR_LIST);
    return listId;
  }

  /** Changes the list of the path (already checked as hers); the reply is the whole list. */
  async function change(request: FastifyRequest, listId: number, apply: Parameters<typeof changeList>[2]): Promise<ShoppingListData> {
    const changed = await changeList(app.db, request.member.userId, apply, { create: false });
    // Deleted between the check and the change: as if it had never been.
    if (!changed || changed.listId !== listId) throw new ApiError(404, 'NOT_FOUND', `There is no shopping list ${listId}.`);
    return shoppingListData(changed.listId, changed.list);
  }

  app.get(
    path(SHOPPING_LIST_PATHS.list),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getShoppingList',
      summary: 'The member’s shopping list (shoppingListId null and empty lists until her first save)',
      description:
        'For a signed-in member: her one list, its lines in aisle order with their amounts and the meals that need them, and its meals.',
      response: Replies(ShoppingListSchema, [401]),
    }),
    async (request) => {
      const listId = await listIdOf(app.db, request.member.userId);
      return reply(listId === null ? EMPTY : shoppingListData(listId, await loadList(app.db, listId)));
    },
  );

  app.get(
    path(SHOPPING_LIST_PATHS.recipeCount),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getShoppingListRecipeCount',
      summary: 'How many meals (recipes) the member’s list is for',
      description: 'For a signed-in member: the number of meals on her list, 0 before her first save.',
      response: Replies(Type.Integer(), [401]),
    }),
    async (request) => {
      const listId = await listIdOf(app.db, request.member.userId);
      return { code: 200, data: listId === null ? 0 : (await loadList(app.db, listId)).meals.length, message: 'OK' };
    },
  );

  app.post(
    path(SHOPPING_LIST_PATHS.save),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'saveShoppingList',
      summary:
        'Add one recipe or a day’s or week’s planned meals, scaled by the planned servings; saving a listed meal again replaces its share',
      description:
        'For a signed-in member; creates her list on the first save. Each meal’s ingredients join the lines of the same food and measure; an unknown recipe is a 404, two meals with one activityId a 400.',
      body: SaveBody,
      response: Replies(ShoppingListSchema, [...MEMBER_ERRORS, ...BODY_ERRORS, 404]),
    }),
    async (request) => {
      const meals = await mealsToList(app.db, request.body.meals);
      const changed = await changeList(app.db, request.member.userId, (list) => meals.reduce(addMeal, list), { create: true });
      return reply(shoppingListData(changed!.listId, changed!.list), SUCCESS_MESSAGES.itemAdded);
    },
  );

  app.post(
    path(SHOPPING_LIST_PATHS.plannerSwap),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'swapShoppingListMeal',
      summary:
        'A planned meal was swapped: leftovers or going out take its share away, another meal replaces it; nothing changes when the meal is not listed',
      description:
        'For a signed-in member, after a planner swap of a meal on her list: kind meal needs the new recipeId (an unknown one is a 404).',
      body: PlannerSwapBody,
      response: Replies(ShoppingListSchema, [...MEMBER_ERRORS, ...BODY_ERRORS, 404]),
    }),
    async (request) => {
      const changed = await swapListedMeal(app.db, request.member.userId, request.body);
      if (!changed) return reply(EMPTY);
      return reply(shoppingListData(changed.listId, changed.list), SUCCESS_MESSAGES.shoppingListUpdated);
    },
  );

  app.get(
    path(SHOPPING_LIST_PATHS.byId),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'lookupShoppingList',
      summary: 'A shopping list by its id (the member’s own)',
      description: `For a signed-in member: the same reply as GET shopping-list. ${OWN_LIST}`,
      params: ListParams,
      response: Replies(ShoppingListSchema, [...MEMBER_ERRORS, 404]),
    }),
    async (request) => {
      const listId = await ownListId(request, request.params.shoppingListId);
      return reply(shoppingListData(listId, await loadList(app.db, listId)));
    },
  );

  app.delete(
    path(SHOPPING_LIST_PATHS.byId),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'deleteShoppingList',
      summary: 'Delete the member’s shopping list, its meals and its items',
      description: `For a signed-in member: her next save starts a new list. ${OWN_LIST}`,
      params: ListParams,
      response: Replies(EmptyData, [...MEMBER_ERRORS, 404]),
    }),
    async (request) => {
      await deleteList(app.db, await ownListId(request, request.params.shoppingListId));
      return { code: 200, data: null, message: SUCCESS_MESSAGES.shoppingListUpdated };
    },
  );

  app.put(
    path(SHOPPING_LIST_PATHS.toggle),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'toggleShoppingListIngredient',
      summary: 'Tick or untick a line (sets the state sent, so a retry changes nothing)',
      description: `For a signed-in member: a line no longer on the list is a 404. ${OWN_LIST}`,
      params: ListParams,
      body: ToggleBody,
      response: Replies(ShoppingListSchema, [...MEMBER_ERRORS, ...BODY_ERRORS, 404]),
    }),
    async (request) => {
      const listId = await ownListId(request, request.params.shoppingListId);
      const { lineKey, ticked } = request.body;
      const data = await change(request, listId, (list) => {
        const next = setTicked(list, lineKey, ticked);
        if (!next) throw new ApiError(404, 'NOT_FOUND', 'That item is no longer on the list.');
        return next;
      });
      return reply(data);
    },
  );

  app.post(
    path(SHOPPING_LIST_PATHS.remove),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'removeShoppingListIngredients',
      summary: 'Take lines off the list (the clear button sends the ticked ones); lines already gone are ignored',
      description: `For a signed-in member: the lines go whatever meals added them; the reply is the whole list. ${OWN_LIST}`,
      params: ListParams,
      body: RemoveBody,
      response: Replies(ShoppingListSchema, [...MEMBER_ERRORS, ...BODY_ERRORS, 404]),
    }),
    async (request) => {
      const listId = await ownListId(request, request.params.shoppingListId);
      const data = await change(request, listId, (list) => removeLines(list, request.body.lineKeys));
      return reply(data, SUCCESS_MESSAGES.shoppingListUpdated);
    },
  );

  app.post(
    path(SHOPPING_LIST_PATHS.add),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'addShoppingListIngredient',
      summary: 'Add an item by hand; it joins the line of the same food and measure; a retry with the same operationId adds nothing',
      description: `For a signed-in member: a known food takes its category, any other name is listed as typed (in Pantry unless a category is sent); a unit other than none needs a quantity above 0. ${OWN_LIST}`,
      params: ListParams,
      body: AddBody,
      response: Replies(ShoppingListSchema, [...MEMBER_ERRORS, ...BODY_ERRORS, 404]),
    }),
    async (request) => {
      const listId = await ownListId(request, request.params.shoppingListId);
      const { operationId, name, quantity, unit, category } = request.body;
      const unitType = UNIT_TYPE[unit];
      const known = await foodNamed(app.db, name);
      const trimmed = name.trim();
      const food = known ?? { foodId: handFoodId(trimmed), name: trimmed, namePlural: trimmed, category: category ?? 'Pantry' };
      const amount = unitType === UNIT_TYPE.none || quantity === undefined ? 0 : Number(quantity);
      if (unitType !== UNIT_TYPE.none && !(amount > 0))
        throw new ApiError(400, 'VALIDATION_FAILED', 'Say how much, or choose no unit.', { fields: { quantity: 'is required' } });
      const data = await change(request, listId, async (list, trx, id) =>
        (await claimOperation(trx, id, operationId)) ? addHandItem(list, { itemId: operationId, food, quantity: amount, unitType }) : list,
      );
      return reply(data, SUCCESS_MESSAGES.itemAdded);
    },
  );

  app.delete(
    path(SHOPPING_LIST_PATHS.meal),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'removeShoppingListMeal',
      summary: 'Take one meal (by activityId) off the list: only its share of each line leaves',
      description: `For a signed-in member: each line keeps the other meals’ shares and what was added by hand, and a line left with no share leaves; an activityId not on the list changes nothing. ${OWN_LIST}`,
      params: MealParams,
      response: Replies(ShoppingListSchema, [...MEMBER_ERRORS, 404]),
    }),
    async (request) => {
      const listId = await ownListId(request, request.params.shoppingListId);
      const { activityId } = request.params;
      const data = await change(request, listId, (list) =>
        list.meals.some((meal) => meal.mealId === activityId) ? removeMeal(list, activityId) : list,
      );
      return reply(data, SUCCESS_MESSAGES.shoppingListUpdated);
    },
  );

  async function filtered(request: FastifyRequest, idText: string, keep: (meal: ShoppingList['meals'][number]) => boolean) {
    const listId = await ownListId(request, idText);
    return reply(shoppingListData(listId, filterToMeals(await loadList(app.db, listId), keep)));
  }

  app.get(
    path(SHOPPING_LIST_PATHS.byRecipe),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getShoppingListByRecipe',
      summary: 'The list filtered to one recipe’s meals and their shares',
      description: `For a signed-in member: only the lines that recipe’s meals need, with their shares; the list is not changed. ${OWN_LIST}`,
      params: RecipeParams,
      response: Replies(ShoppingListSchema, [...MEMBER_ERRORS, 404]),
    }),
    async (request) => {
      const recipeId = wholeNumber(request.params.recipeId, 'Recipe id');
      return filtered(request, request.params.shoppingListId, (meal) => meal.recipeId === recipeId);
    },
  );

  app.get(
    path(SHOPPING_LIST_PATHS.byRecipeAndActivity),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getShoppingListByRecipeAndActivity',
      summary: 'The list filtered to one meal (recipe and activity) and its share of each line',
      description: `For a signed-in member: only the lines that one meal needs, with its share; the list is not changed. ${OWN_LIST}`,
      params: RecipeActivityParams,
      response: Replies(ShoppingListSchema, [...MEMBER_ERRORS, 404]),
    }),
    async (request) => {
      const recipeId = wholeNumber(request.params.recipeId, 'Recipe id');
      const { activityId } = request.params;
      return filtered(request, request.params.shoppingListId, (meal) => meal.recipeId === recipeId && meal.mealId === activityId);
    },
  );
};

export default shoppingListRoutes;
