import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { SHOPPING_LIST_PATHS, type MealToSave, type ShoppingListData } from '@app/shared/api-contract/shopping-list';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { actAsMember, type Member } from '../../support/session.ts';

// Two seeded breakfasts for 2: each needs an apple and a cup of rolled oats.
const OVERNIGHT_OATS = 30002;
const APPLE_PORRIDGE = 32001;

class ShoppingListPage {
  constructor(
    readonly page: Page,
    readonly member: Member,
  ) {}

  private get headers() {
    return { Authorization: `Bearer ${this.member.token}` };
  }

  /** What the planner or the recipe page does: puts meals on the list. */
  async plan(meals: MealToSave[]) {
    const response = await this.page.request.post(SHOPPING_LIST_PATHS.save, { data: { meals }, headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** What the planner does when a planned meal is swapped. */
  async swap(activityId: string, kind: 'leftovers' | 'goingOut') {
    const response = await this.page.request.post(SHOPPING_LIST_PATHS.plannerSwap, { data: { activityId, kind }, headers: this.headers });
    expect(response.status(), await response.text()).toBe(200);
  }

  async stored(request: APIRequestContext = this.page.request): Promise<ShoppingListData> {
    const response = await request.get(SHOPPING_LIST_PATHS.list, { headers: this.headers });
    return ((await response.json()) as { data: ShoppingListData }).data;
  }

  async open() {
    await this.page.goto('/shopping-list');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
  }

  item(label: string) {
    return this.page.getByRole('checkbox', { name: new RegExp(`^${label}\\b`) });
  }

  get clearButton() {
    return this.page.getByRole('button', { name: 'Clear ticked items' });
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('the shopping list', () => {
  test('the week’s meals merge into one list by aisle; tick, clear, and a meal swapped to going out takes its share away', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const list = new ShoppingListPage(page, await actAsMember(page));
    await list.plan([
      { recipeId: OVERNIGHT_OATS, activityId: 'mon-breakfast', servings: 4 },
      { recipeId: APPLE_PORRIDGE, activityId: 'tue-breakfast', servings: 2 },
    ]);
    await list.open();

    await expect(list.item('3 apples')).toBeVisible();
    await expect(list.item('3 apples')).toHaveAccessibleName(/For Apple & Almond Overnight Oats, Cinnamon Apple Porridge/);
    await expect(list.item('3 cups rolled oats')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Fruit & Vegetables' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cinnamon Apple Porridge' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await expect(list.clearButton).toHaveCount(0);
    await list.item('3 apples').check();
    await expect(list.clearButton).toBeVisible();
    await list.clearButton.click();
    await expect(page.getByText(SUCCESS_MESSAGES.shoppingListUpdated)).toBeVisible();
    await expect(list.item('3 apples')).toHaveCount(0);
    await expect(list.clearButton).toHaveCount(0);

    await list.swap('mon-breakfast', 'goingOut');
    await list.open();
    await expect(list.item('1 cup rolled oats')).toHaveAccessibleName(/For Cinnamon Apple Porridge$/);
    await expect(page.getByRole('link', { name: 'Apple & Almond Overnight Oats' })).toHaveCount(0);
  });

  test('ticks and items added while offline are kept and sent once when the connection is back', async ({ page, context }) => {
    test.setTimeout(60_000);
    const list = new ShoppingListPage(page, await actAsMember(page));
    await list.plan([{ recipeId: APPLE_PORRIDGE, activityId: 'wed-breakfast', servings: 2 }]);
    await list.open();
    await expect(list.item('1 cup rolled oats')).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You’re offline' })).toBeVisible();
    await list.item('1 cup rolled oats').check();
    await page.getByLabel('Item', { exact: true }).fill('Paper towels');
    await page.getByLabel('Unit', { exact: true }).selectOption({ label: 'items' });
    await page.getByLabel('Amount', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByText('2 changes are waiting.')).toBeVisible();
    await expect(list.item('1 cup rolled oats')).toBeChecked();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You’re offline' })).toHaveCount(0);
    await expect
      .poll(async () => {
        const stored = await list.stored(context.request);
        return stored.associatedIngredientsList
          .filter((line) => line.ticked || line.addedByHand)
          .map((line) => [line.name, line.quantity, line.ticked]);
      })
      .toEqual([
        ['rolled oats', 1, true],
        ['Paper towels', 2, false],
      ]);

    await list.open();
    await expect(list.item('1 cup rolled oats')).toBeChecked();
    await expect(list.item('2 Paper towels')).toHaveCount(1);
  });

  test('the detail route shows one meal’s share with add disabled and no favourite or complete', async ({ page }) => {
    const list = new ShoppingListPage(page, await actAsMember(page));
    await list.plan([{ recipeId: APPLE_PORRIDGE, servings: 4 }]);
    await list.open();
    await page.getByRole('link', { name: 'Cinnamon Apple Porridge' }).click();
    await expect(page).toHaveURL(/\/shopping-list\/\d+\/32001\/recipe-32001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cinnamon Apple Porridge' })).toBeVisible();
    await expect(page.getByText('2 apples', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Added to List' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Remove from List' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: /favou?rite|complete/i })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('with no recipes the list does not show, and says how to start one', async ({ page }) => {
    const list = new ShoppingListPage(page, await actAsMember(page));
    await list.open();
    await expect(page.getByRole('heading', { name: 'Your shopping list is empty' })).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Browse meals' })).toBeVisible();
  });
});
