import type { ShoppingListData, ShoppingListIngredient } from '@app/shared/api-contract/shopping-list';
import { UNIT_TYPE } from '@app/shared/units/unit-types';
import { groupByCategory, isHandShare, lineAmount, mealsNeeding, type ShoppingList } from './list-merge.ts';

/**
 * The list as the API sends it (SPEC associatedIngredientsList and associatedRecipeList): each
 * line's amount in a sensible unit, the meals that need it, lines in aisle order.
 */
export function shoppingListData(shoppingListId: number | null, list: ShoppingList): ShoppingListData {
  const associatedIngredientsList: ShoppingListIngredient[] = groupByCategory(list.lines).flatMap((group) =>
    group.lines.map((line) => {
      const amount = lineAmount(line);
      return {
        lineKey: line.key,
        category: group.category,
        contentType: 'normal' as const,
        name: line.food.name,
        namePlural: line.food.namePlural,
        quantity: amount?.quantity ?? null,
        unitType: amount?.unitType ?? UNIT_TYPE.none,
        ticked: line.ticked,
        neededFor: mealsNeeding(line).map((meal) => ({ activityId: meal.mealId, name: meal.recipeName })),
        addedByHand: line.shares.some(isHandShare),
        ...(line.food.gramsPerMillilitre ? { gramsPerMillilitre: line.food.gramsPerMillilitre } : {}),
        shares: line.shares.map((share) => ({
          activityId: isHandShare(share) ? null : share.mealId,
          quantity: share.quantity,
          unitType: share.unitType,
        })),
      };
    }),
  );
  return {
    shoppingListId,
    associatedIngredientsList,
    associatedRecipeList: list.meals.map((meal) => ({
      activityId: meal.mealId,
      recipeId: meal.recipeId,
      name: meal.recipeName,
      serves: meal.serves,
      servings: meal.servings,
    })),
  };
}

/**
 * The part of a list one meal (or one recipe's meals) accounts for: the shopping list detail
 * route's page. Each line shows only that meal's share of it.
 */
export function filterToMeals(list: ShoppingList, keep: (meal: ShoppingList['meals'][number]) => boolean): ShoppingList {
  const meals = list.meals.filter(keep);
  const ids = new Set(meals.map((meal) => meal.mealId));
  const lines = list.lines.flatMap((line) => {
    const shares = line.shares.filter((share) => ids.has(share.mealId));
    return shares.length > 0 ? [{ ...line, shares }] : [];
  });
  return { meals, lines };
}
